import { randomUUID } from 'node:crypto';
import type { Banner, CreateBannerBody, UpdateBannerBody } from '@inkpace/contracts/api/banner';
import { bannerStream } from '@inkpace/contracts/events/banner';
import { notFound } from '@inkpace/contracts/rules/access';
import { bannerPolicy } from '@inkpace/contracts/rules/policies/banner';
import type { Caller } from '@inkpace/infra/http';
import { bannerView } from '@inkpace/projector/banners';
import { loadAggregate, type Loaded } from '../pipeline/aggregate.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import type { Decision } from '../pipeline/decision.ts';
import { allocateId } from '../pipeline/ids.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { runCommand } from '../pipeline/run.ts';
import { settle } from '../pipeline/settle.ts';
import { bannerAggregate, type BannerState } from './banner-aggregate.ts';
import { decideCreateBanner, decideDeleteBanner, decideUpdateBanner } from './decide.ts';

/** The banner as the admin list shows it, once the projection has the write (a deleted one only when asked). */
async function answer(deps: CommandDeps, id: number, deleted = false): Promise<Banner> {
  const view = await bannerView(deps.db, id);
  if (!view || (!deleted && !view.live)) throw notFound();
  return view.api;
}

export async function createBanner(deps: CommandDeps, caller: Caller, body: CreateBannerBody, meta: CommandMeta): Promise<Banner> {
  const uuid = randomUUID();
  const id = await allocateId(deps.db, 'banner_ids');
  const { position } = await runCommand(deps, meta, async () => decideCreateBanner({ id, uuid }, body, deps.clock.now(), caller));
  await settle(deps, position, bannerStream(uuid));
  return answer(deps, id);
}

/** Runs a decision on a live banner; a deleted or missing one is a 404 and nothing is appended. */
async function onBanner(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta, decide: (banner: Loaded<BannerState>, uuid: string) => Decision): Promise<void> {
  const { uuid } = bannerPolicy.live(await bannerView(deps.db, id), caller);
  const { position } = await runCommand(deps, meta, async () => decide(await loadAggregate(deps.store, bannerStream(uuid), bannerAggregate), uuid));
  await settle(deps, position, bannerStream(uuid));
}

export async function updateBanner(deps: CommandDeps, caller: Caller, id: number, body: UpdateBannerBody, meta: CommandMeta): Promise<Banner> {
  await onBanner(deps, caller, id, meta, (banner, uuid) => decideUpdateBanner(banner, uuid, body, caller));
  return answer(deps, id);
}

export async function deleteBanner(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<Banner> {
  await onBanner(deps, caller, id, meta, (banner, uuid) => decideDeleteBanner(banner, uuid, caller));
  return answer(deps, id, true);
}
