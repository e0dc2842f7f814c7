import { z } from 'zod';
import { bannerColor } from './values.ts';
import type { EventUnion } from './event.ts';

export const bannerStream = (uuid: string) => `banner-${uuid}`;

/** Values as decided: trimmed, colour normalised, showUntil an ISO instant in UTC. */
const bannerValues = z.object({
  message: z.string(),
  icon: z.string(),
  color: bannerColor,
  showUntil: z.string(),
  enabled: z.boolean(),
});
export type BannerValues = z.infer<typeof bannerValues>;

export const bannerEventSchemas = {
  BannerCreated: bannerValues.extend({ id: z.number().int(), uuid: z.uuid() }),
  /** Holds only the fields the admin sent (PATCH changes only those). */
  BannerUpdated: bannerValues.partial().extend({ id: z.number().int() }),
  BannerDeleted: z.object({ id: z.number().int() }),
};
export type BannerEvent = EventUnion<typeof bannerEventSchemas>;
