import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { bannerShowUntilProblem, type CreateBannerBody, type UpdateBannerBody } from '@inkpace/contracts/api/banner';
import { bannerStream, type BannerEvent, type BannerValues } from '@inkpace/contracts/events/banner';
import { messages } from '@inkpace/contracts/messages';
import { BANNER_DEFAULTS, defaultBannerShowUntil } from '@inkpace/contracts/rules/banner';
import { DomainError } from '@inkpace/contracts/errors';
import { getBanner } from '@inkpace/query-api/banners';
import type { CommandDeps } from '../pipeline/deps.ts';
import { execute, settle, type Aggregate, type CommandMeta } from '../pipeline/execute.ts';

const bannerAggregate: Aggregate<{ deleted: boolean }, BannerEvent> = {
  initial: { deleted: false },
  evolve: (s, e) => (e.type === 'BannerDeleted' ? { deleted: true } : s),
};

const notFound = () => new DomainError('NOT_FOUND', messages.errors.notFound);
/** Events hold one spelling of an instant (UTC, milliseconds), whatever offset the client sent. */
const toIso = (value: string) => new Date(value).toISOString();

/** The banner as the admin list shows it, once the projection has the write. */
async function answer(deps: CommandDeps, id: number, includeDeleted = false) {
  const banner = await getBanner(deps.db, id, includeDeleted);
  if (!banner) throw notFound();
  return banner;
}

export async function createBanner(deps: CommandDeps, body: CreateBannerBody, meta: CommandMeta) {
  const now = deps.clock.now();
  const problem = body.showUntil === undefined ? null : bannerShowUntilProblem(body.showUntil, now);
  if (problem) throw new DomainError('VALIDATION_FAILED', problem);
  const values: BannerValues = {
    message: body.message,
    icon: body.icon ?? BANNER_DEFAULTS.icon,
    color: body.color ?? BANNER_DEFAULTS.color,
    showUntil: body.showUntil === undefined ? defaultBannerShowUntil(now).toISOString() : toIso(body.showUntil),
    enabled: body.enabled ?? BANNER_DEFAULTS.enabled,
  };
  const uuid = randomUUID();
  const idRow = await sql<{ id: string }>`select nextval('banner_ids') as id`.execute(deps.db);
  const id = Number(idRow.rows[0]?.id);
  const { position } = await execute(deps, bannerStream(uuid), bannerAggregate, () => [
    { type: 'BannerCreated', data: { id, uuid, ...values } },
  ], meta);
  await settle(deps, position, bannerStream(uuid));
  return answer(deps, id);
}

/** Appends only the fields sent; a PATCH that sends nothing appends nothing and answers the banner as it is. */
export async function updateBanner(deps: CommandDeps, id: number, body: UpdateBannerBody, meta: CommandMeta) {
  const current = await getBanner(deps.db, id);
  if (!current) throw notFound();
  const changes: Partial<BannerValues> = {};
  if (body.message !== undefined) changes.message = body.message;
  if (body.icon !== undefined) changes.icon = body.icon;
  if (body.color !== undefined) changes.color = body.color;
  if (body.showUntil !== undefined) changes.showUntil = toIso(body.showUntil);
  if (body.enabled !== undefined) changes.enabled = body.enabled;
  const { position } = await execute(deps, bannerStream(current.uuid), bannerAggregate, (s) => {
    if (s.deleted) throw notFound();
    return Object.keys(changes).length === 0 ? [] : [{ type: 'BannerUpdated', data: { id, ...changes } }];
  }, meta);
  await settle(deps, position, bannerStream(current.uuid));
  return answer(deps, id);
}

export async function deleteBanner(deps: CommandDeps, id: number, meta: CommandMeta) {
  const current = await getBanner(deps.db, id);
  if (!current) throw notFound();
  const { position } = await execute(deps, bannerStream(current.uuid), bannerAggregate, (s) => {
    if (s.deleted) throw notFound();
    return [{ type: 'BannerDeleted', data: { id } }];
  }, meta);
  await settle(deps, position, bannerStream(current.uuid));
  return answer(deps, id, true);
}
