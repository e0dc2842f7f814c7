import { z } from 'zod';
import { id, tagColor, uuid } from './values.ts';
import type { EventUnion } from './event.ts';

export const tagStream = (uuid: string) => `tag-${uuid}`;

export const tagEventSchemas = {
  TagCreated: z.object({ id, uuid, ownerId: id, name: z.string(), color: tagColor }),
  TagEdited: z.object({ id, name: z.string().optional(), color: tagColor.optional() }),
  /** Entries and goals stop counting the tag; their links are kept with it, so a restore brings them back. */
  TagDeleted: z.object({ id }),
  /** Entries and goals that named the tag carry it again (its name is claimed again in the same append). */
  TagRestored: z.object({ id }),
};
export type TagEvent = EventUnion<typeof tagEventSchemas>;

/**
 * Reservation streams make tag names unique per user ignoring case, without a race: claiming appends to
 * `tagname-<user uuid>-<key>` with its expected revision, so of two simultaneous claims exactly one wins.
 */
export const tagNameStream = (userUuid: string, key: string) => `tagname-${userUuid}-${key}`;
export const tagNameEventSchemas = {
  TagNameClaimed: z.object({ tagUuid: uuid }),
  TagNameReleased: z.object({ tagUuid: uuid }),
};
export type TagNameEvent = EventUnion<typeof tagNameEventSchemas>;
