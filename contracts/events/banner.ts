import { z } from 'zod';
import { bannerFieldMap } from '../api/banner.ts';
import { storedShape } from '../api/field-map.ts';
import type { EventUnion } from './event.ts';

export const bannerStream = (uuid: string) => `banner-${uuid}`;

/** Values as decided (trimmed, colour normalised, showUntil an ISO instant in UTC): `bannerFieldMap`'s stored shapes. */
const bannerValues = z.object(storedShape(bannerFieldMap));
export type { BannerValues } from '../api/banner.ts';

export const bannerEventSchemas = {
  BannerCreated: bannerValues.extend({ id: z.number().int(), uuid: z.uuid() }),
  /** Holds only the fields the admin sent (PATCH changes only those). */
  BannerUpdated: bannerValues.partial().extend({ id: z.number().int() }),
  BannerDeleted: z.object({ id: z.number().int() }),
};
export type BannerEvent = EventUnion<typeof bannerEventSchemas>;
