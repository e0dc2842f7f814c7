import { z } from 'zod';
import { ENTRY_SOURCES } from '../rules/entry-source.ts';
import { calendarDate, id, measureName, uuid } from './values.ts';
import type { EventUnion } from './event.ts';

export const tallyStream = (uuid: string) => `tally-${uuid}`;

/** An entry as stored: tags by id, and `count` as the difference actually added (set totals resolved). */
const entry = {
  projectId: id,
  date: calendarDate,
  measure: measureName,
  count: z.number().int(),
  note: z.string(),
  tagIds: z.array(id),
};

export const tallyEventSchemas = {
  /**
   * `requestedTotal` records what a set-total entry asked for; `count` is what it added to reach it. `uuid` is the
   * entry's public uuid (the client's, when it chose one; the stream's otherwise). `source`: where the entry came
   * from; events stored before it was recorded have none and were typed in ('manual').
   */
  TallyLogged: z.object({ id, uuid, ownerId: id, requestedTotal: z.number().int().nullable(), ...entry, source: z.enum(ENTRY_SOURCES).optional() }),
  /** The whole entry after the edit. */
  TallyEdited: z.object({ id, requestedTotal: z.number().int().nullable(), ...entry }),
  TallyDeleted: z.object({ id }),
  /** The entry counts again, as it was when deleted (its project is live). */
  TallyRestored: z.object({ id }),
};
export type TallyEvent = EventUnion<typeof tallyEventSchemas>;
export type TallyValues = { [K in keyof typeof entry]: z.infer<(typeof entry)[K]> };
