import { bannerShowUntilProblem, type CreateBannerBody, type UpdateBannerBody } from '@inkpace/contracts/api/banner';
import { DomainError } from '@inkpace/contracts/errors';
import { bannerStream, type BannerValues } from '@inkpace/contracts/events/banner';
import type { Actor } from '@inkpace/contracts/rules/access';
import { bannerPolicy } from '@inkpace/contracts/rules/policies/banner';
import { BANNER_DEFAULTS, defaultBannerShowUntil } from '@inkpace/contracts/rules/banner';
import type { Loaded } from '../pipeline/aggregate.ts';
import { newStream, writeTo, type Decision } from '../pipeline/decision.ts';
import type { BannerState } from './banner-aggregate.ts';

/** Banners as pure decisions: administrators only, every one of them for every banner. */

type Admin = Pick<Actor, 'isAdmin'>;

/** Events hold one spelling of an instant (UTC, milliseconds), whatever offset the client sent. */
const toIso = (value: string) => new Date(value).toISOString();

/** What was not sent takes the defaults; a showUntil sent must lie ahead (an edit may end a banner, a creation not). */
export function decideCreateBanner(banner: { id: number; uuid: string }, body: CreateBannerBody, now: Date, actor: Admin): Decision {
  bannerPolicy.manage(actor);
  const problem = body.showUntil === undefined ? null : bannerShowUntilProblem(body.showUntil, now);
  if (problem) throw new DomainError('VALIDATION_FAILED', problem);
  const values: BannerValues = {
    message: body.message,
    icon: body.icon ?? BANNER_DEFAULTS.icon,
    color: body.color ?? BANNER_DEFAULTS.color,
    showUntil: body.showUntil === undefined ? defaultBannerShowUntil(now).toISOString() : toIso(body.showUntil),
    enabled: body.enabled ?? BANNER_DEFAULTS.enabled,
  };
  return [newStream(bannerStream(banner.uuid), [{ type: 'BannerCreated', data: { ...banner, ...values } }])];
}

/** A live banner of the stream decided on; a deleted or missing one is a 404. */
const liveBanner = (banner: Loaded<BannerState>, actor: Admin): BannerState =>
  bannerPolicy.live(banner.exists ? { ...banner.state, live: banner.state.deletedAt === null } : null, actor);

/** The event holds only the fields sent (PATCH changes only those); a PATCH that sends nothing appends nothing. */
export function decideUpdateBanner(banner: Loaded<BannerState>, uuid: string, body: UpdateBannerBody, actor: Admin): Decision {
  const { id } = liveBanner(banner, actor);
  const changes: Partial<BannerValues> = {};
  if (body.message !== undefined) changes.message = body.message;
  if (body.icon !== undefined) changes.icon = body.icon;
  if (body.color !== undefined) changes.color = body.color;
  if (body.showUntil !== undefined) changes.showUntil = toIso(body.showUntil);
  if (body.enabled !== undefined) changes.enabled = body.enabled;
  return Object.keys(changes).length === 0 ? [] : [writeTo(bannerStream(uuid), banner, [{ type: 'BannerUpdated', data: { id, ...changes } }])];
}

export function decideDeleteBanner(banner: Loaded<BannerState>, uuid: string, actor: Admin): Decision {
  const { id } = liveBanner(banner, actor);
  return [writeTo(bannerStream(uuid), banner, [{ type: 'BannerDeleted', data: { id } }])];
}
