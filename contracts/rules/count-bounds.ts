import { messages } from '../messages.ts';
import { ENTRIES_PER_WRITER_LIMIT } from './history-bounds.ts';
import { COUNT_LIMIT, VOLUME_LIMIT, type MeasureName } from './measures.ts';

/**
 * Bounds on the numbers a writer's counts can produce, checked before anything is appended, so no stored event can
 * overflow a read model or lose precision in JavaScript.
 *
 * - One stored count (an entry, the difference a set total adds, a starting balance) is within ±COUNT_LIMIT.
 * - A writer's *volume* in a measure — the sum of the magnitudes of every count they have ever stored in it
 *   (entries as logged and as edited, starting balances as set) — is at most VOLUME_LIMIT. It only grows, so
 *   deleting and restoring cannot get round it.
 *
 * Every figure Inkpace computes from one writer's counts (a day, a project's total, a running total on a chart, a
 * goal's progress, whatever the dates, signs and filters) is a sum of some of those counts, so its magnitude is at
 * most the volume. A leaderboard adds up many writers: even 9,000 writers at the limit stay below 2^53, the largest
 * integer JavaScript holds exactly, and PostgreSQL's bigint columns hold a thousand times more.
 */
export { COUNT_LIMIT, ENTRIES_PER_WRITER_LIMIT, VOLUME_LIMIT };

/** One stored count is within ±COUNT_LIMIT (a set total's difference included). */
export const countInBounds = (count: number): boolean => Number.isSafeInteger(count) && Math.abs(count) <= COUNT_LIMIT;

/** A writer's volume per measure, as the read model keeps it. */
export type Volumes = Partial<Record<MeasureName, number>>;

export interface StoredCount {
  measure: MeasureName;
  count: number;
}

/**
 * The first measure whose volume would pass VOLUME_LIMIT if `added` were stored on top of `volumes`, or null when
 * every measure stays within it.
 */
export function measureOverVolume(volumes: Volumes, added: readonly StoredCount[]): MeasureName | null {
  const after = new Map<MeasureName, number>();
  for (const { measure, count } of added) {
    const sum = (after.get(measure) ?? volumes[measure] ?? 0) + Math.abs(count);
    after.set(measure, sum);
    if (sum > VOLUME_LIMIT) return measure;
  }
  return null;
}

/** The counts a starting balance stores, one per measure it names. */
export const balanceCounts = (balance: Volumes): StoredCount[] =>
  Object.entries(balance).map(([measure, count]) => ({ measure: measure as MeasureName, count: count ?? 0 }));

/**
 * What is wrong with storing `added` (null when nothing is): a count out of bounds — for a set total, the
 * difference between the total asked for and the project's current total — or a volume over the limit.
 */
export function countBoundsProblem(volumes: Volumes, added: readonly (StoredCount & { setTotal?: boolean })[]): string | null {
  const outOfBounds = added.find((a) => !countInBounds(a.count));
  if (outOfBounds) return outOfBounds.setTotal ? messages.validation.setTotalTooFar : messages.validation.countTooLarge;
  return measureOverVolume(volumes, added) === null ? null : messages.validation.volumeExceeded;
}

/**
 * What is wrong with logging `adding` entries for a writer who keeps `stored` live ones (null when nothing is): more
 * than ENTRIES_PER_WRITER_LIMIT in all (history-bounds.ts says why that number).
 */
export function entriesLimitProblem(stored: number, adding: number): string | null {
  return stored + adding > ENTRIES_PER_WRITER_LIMIT ? messages.validation.entriesPerWriter : null;
}
