import { addDays, dayNumber, startOfWeek } from './dates.ts';

/**
 * ISO 8601 weeks: they start on Monday, and a week belongs to the ISO year of its Thursday, so the days around New
 * Year can be in the other calendar year's week (2027-01-03 is in 2026-W53; 2024-12-30 in 2025-W01). The admin
 * series group by these, never by "calendar year + week number" (the reference's mix, wrong around New Year).
 */

const MONDAY = 1;

/** The Monday that starts the ISO week holding `date` (YYYY-MM-DD). */
export const isoWeekStart = (date: string): string => startOfWeek(date, MONDAY);

export interface IsoWeek {
  isoYear: number;
  week: number;
}

/** The ISO year and week number (1–53) of `date`. */
export function isoWeek(date: string): IsoWeek {
  const thursday = addDays(isoWeekStart(date), 3);
  const isoYear = Number(thursday.slice(0, 4));
  const week = Math.floor((dayNumber(thursday) - dayNumber(`${isoYear}-01-01`)) / 7) + 1;
  return { isoYear, week };
}

/** The UTC calendar date of an instant: the admin series count days and weeks in UTC, the server's one calendar. */
export const utcDate = (instant: Date): string => instant.toISOString().slice(0, 10);
