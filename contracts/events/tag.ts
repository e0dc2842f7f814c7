import { z } from 'zod';
import { storedShape } from '../api/field-map.ts';
import { tagFieldMap } from '../api/tag.ts';
import { id, uuid } from './values.ts';
import type { EventUnion } from './event.ts';

export const tagStream = (uuid: string) => `tag-${uuid}`;

export const tagEventSchemas = {
  // The fields a writer sets, as stored: their one definition is `tagFieldMap` (its `stored` shapes).
  TagCreated: z.object({ id, uuid, ownerId: id, ...storedShape(tagFieldMap) }),
  TagEdited: z.object({ id, ...storedShape(tagFieldMap) }).partial().required({ id: true }),
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
