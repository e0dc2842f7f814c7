import { z } from 'zod';
import { messages } from '../messages.ts';
import { BANNER_COLOR_INPUTS, BANNER_COLORS, normalizeBannerColor } from '../rules/banner.ts';
import * as stored from '../events/values.ts';
import { createShape, fieldMap, fieldNames, responseShape, ruleShape, type StoredValues } from './field-map.ts';
import { idParam, isoDateTime, route } from './route.ts';
import { bannerPaths } from './paths.ts';

const v = messages.validation;
import { BANNER_ICON_MAX, BANNER_MESSAGE_MAX } from '../rules/field-limits.ts';
export { BANNER_ICON_MAX, BANNER_MESSAGE_MAX };
/** The colours to offer; `bannerColorInputs` adds the `warn` spelling clients may still send. */
export const bannerColors = BANNER_COLORS;
export const bannerColorInputs = BANNER_COLOR_INPUTS;

/**
 * The fields an administrator sets (spec §3, §5): the create and update bodies, the events' shape
 * (contracts/events/banner.ts) and the answer derive from this map; the projection's columns go by its names
 * (projector/src/banners/banner-columns.ts). Create leaves out what the command defaults (contracts/rules/banner.ts:
 * the showUntil default needs the clock); `warn` is stored as `warning`. Stored values are as decided: trimmed,
 * colour normalised, showUntil an ISO instant in UTC.
 */
export const bannerFieldMap = fieldMap({
  /** Markdown, rendered with raw HTML disabled. */
  message: {
    stored: z.string(),
    rule: z.string({ error: v.bannerMessage }).trim().min(1, v.bannerMessage).max(BANNER_MESSAGE_MAX, v.bannerMessageMax),
  },
  /** A material icon name, or `pi-…` for a prime icon. */
  icon: { stored: z.string(), rule: z.string({ error: v.bannerIcon }).trim().min(1, v.bannerIcon).max(BANNER_ICON_MAX, v.bannerIconMax), optional: true },
  color: { stored: stored.bannerColor, rule: z.enum(BANNER_COLOR_INPUTS, { error: v.bannerColor }).transform(normalizeBannerColor), optional: true },
  showUntil: { stored: z.string(), rule: z.iso.datetime({ offset: true, error: v.bannerShowUntilInvalid }), optional: true },
  enabled: { stored: z.boolean(), rule: z.boolean({ error: v.bannerEnabled }), optional: true },
});
export type BannerValues = StoredValues<typeof bannerFieldMap>;
export const BANNER_FIELDS = fieldNames(bannerFieldMap);

/** A banner as both lists show it (spec §3). */
export const banner = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  ...responseShape(bannerFieldMap),
  updatedAt: isoDateTime,
});
export type Banner = z.infer<typeof banner>;
/** The public list's items: the same fields (kept under this name for the info routes' readers). */
export const publicBanner = banner;

/** One schema per field, shared by create and edit (and the web form). */
export const bannerFields = ruleShape(bannerFieldMap);

/** Omitted fields take the defaults of contracts/rules/banner.ts (the showUntil default needs the clock). */
export const createBannerBody = z.strictObject(createShape(bannerFieldMap));
export type CreateBannerBody = z.output<typeof createBannerBody>;

/** PATCH changes only the fields sent; no defaults here, on purpose. */
export const updateBannerBody = z.strictObject(bannerFields).partial();
export type UpdateBannerBody = z.output<typeof updateBannerBody>;

/** A new banner must end after now (an edit may set any valid date, e.g. to end one at once). */
export function bannerShowUntilProblem(showUntil: string, now: Date): string | null {
  const t = Date.parse(showUntil);
  if (Number.isNaN(t)) return v.bannerShowUntilInvalid;
  return t <= now.getTime() ? v.bannerShowUntilPast : null;
}

export const bannerRoutes = {
  list: route({ ...bannerPaths.list, response: z.array(banner), summary: 'Current banners (enabled and unexpired), newest first' }),
  adminList: route({ ...bannerPaths.adminList, response: z.array(banner), summary: 'All banners, newest first' }),
  create: route({ ...bannerPaths.create, body: createBannerBody, response: banner, summary: 'Create a banner' }),
  update: route({ ...bannerPaths.update, params: idParam, body: updateBannerBody, response: banner, summary: 'Edit a banner' }),
  remove: route({ ...bannerPaths.remove, params: idParam, response: banner, summary: 'Delete a banner' }),
};
