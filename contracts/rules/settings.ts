import { MAX_DAY_END_HOUR, writerDate } from './dates.ts';

/** A writer's day may end up to this many hours after midnight: work until 2 a.m. counts for the day before. */
export const DAY_END_HOUR_MAX = MAX_DAY_END_HOUR;

/** Whether `name` is a time zone this runtime knows (an IANA name such as `Europe/Berlin`, or `UTC`). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '' || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** What "today" depends on, from a writer's settings: accounts that never set a zone (API-only ones) use UTC. */
export interface DaySettings {
  timeZone: string | null;
  dayEndHour: number;
}

/** The writer's calendar date at `now`: every server decision that needs "today" asks this. */
export const writerToday = (settings: DaySettings, now: Date): string =>
  writerDate(now, { timeZone: settings.timeZone ?? 'UTC', dayEndHour: settings.dayEndHour });
