/**
 * Lifetime stats (spec §2 "Lifetime stats", §9; server-behaviour §3.7, §3.12): grand totals per measure, per-measure
 * day stats (days counted, average, most productive day), and one section per year with its totals and a calendar
 * whose weeks start on the writer's week start. Input is the writer's day stats (GET /stats/days: active entries of
 * active projects, no starting balances).
 */
import type { MeasureCounts } from '../api/fields.ts';
import type { DayCount, MeasureDayStats } from '../api/stats.ts';
import { heatMapWeeks, type HeatMapWeek } from './heat.ts';
import { MEASURES, type MeasureName } from './measures.ts';
import { roundPace } from './pace-message.ts';

/** Adds `counts` into `into`, measure by measure, keeping only known measures. */
function addCounts(into: MeasureCounts, counts: MeasureCounts): void {
  for (const measure of MEASURES) {
    const count = counts[measure];
    if (count !== undefined) into[measure] = (into[measure] ?? 0) + count;
  }
}

export interface LifetimeTotalsInput {
  days: readonly DayCount[];
  /** Each active project's starting balance. */
  projectStartingBalances: readonly MeasureCounts[];
  /** The writer's lifetime starting balance (user settings). */
  lifetimeStartingBalance: MeasureCounts;
}

/**
 * Grand totals per measure: every day's counts + every project's starting balance + the lifetime starting
 * balance. A measure appears when any of the three has it (a balance of 0 included), as on the public profile.
 */
export function lifetimeTotals({ days, projectStartingBalances, lifetimeStartingBalance }: LifetimeTotalsInput): MeasureCounts {
  const totals: MeasureCounts = {};
  for (const day of days) addCounts(totals, day.counts);
  for (const balance of projectStartingBalances) addCounts(totals, balance);
  addCounts(totals, lifetimeStartingBalance);
  return totals;
}

/**
 * One measure's day stats (spec §9: "Averages, days counted and most productive day per measure are computed from
 * the daily stats"; server-behaviour §3.7: days with activity, total, mean per active day, max day), or null when
 * no day has that measure. Starting balances are not days and are left out. A day whose entries
 * net to 0 is still a day counted (it was writing); the average is the total over the days counted, rounded as a
 * pace is for the measure (`roundPace`); the most productive day is the largest count, the earliest on a tie, and
 * null when no day is above 0.
 */
export function measureDayStats(days: readonly DayCount[], measure: MeasureName): MeasureDayStats | null {
  let total = 0;
  let counted = 0;
  let best: MeasureDayStats['mostProductiveDay'] = null;
  for (const day of days) {
    const count = day.counts[measure];
    if (count === undefined) continue;
    total += count;
    counted++;
    if (count > 0 && (best === null || count > best.count || (count === best.count && day.date < best.date))) best = { date: day.date, count };
  }
  if (counted === 0) return null;
  return { measure, total, daysCounted: counted, averagePerDay: roundPace(total / counted, measure), mostProductiveDay: best };
}

/** The day stats of every measure that has a day, in the measures' order (the lifetime stats page's figures). */
export function lifetimeDayStats(days: readonly DayCount[]): MeasureDayStats[] {
  return MEASURES.flatMap((measure) => measureDayStats(days, measure) ?? []);
}

/** The weeks of a year's calendar, seven days each from `weekStartDay`, null for days outside the year. */
export function yearCalendar(year: number, weekStartDay: number): HeatMapWeek[] {
  const y = String(year).padStart(4, '0');
  return heatMapWeeks(`${y}-01-01`, `${y}-12-31`, weekStartDay);
}

export interface YearActivity {
  year: number;
  /** The year's totals per measure (day stats only; balances belong to the grand totals). */
  totals: MeasureCounts;
  /** The year's days, oldest first. */
  days: DayCount[];
  /** The calendar chart's columns. */
  weeks: HeatMapWeek[];
}

/** One section per year with activity, newest first ("{year} Activity"). */
export function yearsOfActivity(days: readonly DayCount[], weekStartDay: number): YearActivity[] {
  const byYear = new Map<number, DayCount[]>();
  for (const day of days) {
    const year = Number(day.date.slice(0, 4));
    const list = byYear.get(year) ?? [];
    list.push(day);
    byYear.set(year, list);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, yearDays]) => {
      const totals: MeasureCounts = {};
      for (const day of yearDays) addCounts(totals, day.counts);
      const sorted = [...yearDays].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      return { year, totals, days: sorted, weeks: yearCalendar(year, weekStartDay) };
    });
}
