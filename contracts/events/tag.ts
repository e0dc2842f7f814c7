import { z } from 'zod';
import { tagColor } from '../api/tag.ts';
import type { EventUnion } from './event.ts';

export const tagStream = (uuid: string) => `tag-${uuid}`;

export const tagEventSchemas = {
  TagCreated: z.object({ id: z.number().int(), uuid: z.uuid(), ownerId: z.number().int(), name: z.string(), color: tagColor }),
  TagEdited: z.object({ id: z.number().int(), name: z.string().optional(), color: tagColor.optional() }),
  /** Entries lose the tag; the events that named it stay in the log. */
  TagDeleted: z.object({ id: z.number().int() }),
};
export type TagEvent = EventUnion<typeof tagEventSchemas>;

/**
 * Reservation streams make tag names unique per user ignoring case, without a race: claiming appends to
 * `tagname-<user uuid>-<key>` with its expected revision, so of two simultaneous claims exactly one wins.
 */
export const tagNameStream = (userUuid: string, key: string) => `tagname-${userUuid}-${key}`;
export const tagNameEventSchemas = {
  TagNameClaimed: z.object({ tagUuid: z.uuid() }),
  TagNameReleased: z.object({ tagUuid: z.uuid() }),
};
export type TagNameEvent = EventUnion<typeof tagNameEventSchemas>;
