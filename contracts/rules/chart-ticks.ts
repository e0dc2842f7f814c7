import { addDays, addMonths, daysBetween, startOfMonth, startOfWeek } from './dates.ts';
import { monthShort } from './format.ts';

/**
 * Date-axis ticks of the progress charts (issue 12 #3): on calendar boundaries, each label once. The step is the
 * finest of these that leaves at most `maxTicks` ticks between the first and last date:
 *   every day, every 2 days          → "Mar 3"
 *   every week, every 2 weeks        → "Mar 3" (weeks start on the writer's week start day)
 *   every 1, 2, 3 or 6 months        → "Mar" on the 1st, "Jan 2026" for January and the first tick, so a year shows once
 *   every 1, 2, 5, 10 … years        → "2026" on January 1st
 * Day and week ticks over more than one calendar year carry the year too ("Dec 30, 2025") so no label repeats.
 */
export interface DateTick {
  date: string;
  label: string;
}

type Step = { unit: 'day'; days: number } | { unit: 'week'; weeks: number } | { unit: 'month'; months: number } | { unit: 'year'; years: number };

const STEPS: Step[] = [
  { unit: 'day', days: 1 },
  { unit: 'day', days: 2 },
  { unit: 'week', weeks: 1 },
  { unit: 'week', weeks: 2 },
  { unit: 'month', months: 1 },
  { unit: 'month', months: 2 },
  { unit: 'month', months: 3 },
  { unit: 'month', months: 6 },
  ...[1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].map((years): Step => ({ unit: 'year', years })),
];

/** A step's length in days, near enough to tell how many ticks it would give. */
function stepDays(step: Step): number {
  switch (step.unit) {
    case 'day':
      return step.days;
    case 'week':
      return 7 * step.weeks;
    case 'month':
      return 30.4 * step.months;
    case 'year':
      return 365.2 * step.years;
  }
}

/** The tick dates of one step from `first` to `last` (inclusive), on its calendar boundaries. */
function tickDates(step: Step, first: string, last: string, weekStartDay: number): string[] {
  const dates: string[] = [];
  const push = (start: string, next: (date: string) => string): void => {
    for (let date = start; date <= last; ) {
      if (date >= first) dates.push(date);
      // No date follows 9999-12-31 (the date rules throw RangeError): the ticks end there.
      try {
        date = next(date);
      } catch (error) {
        if (error instanceof RangeError) break;
        throw error;
      }
    }
  };
  switch (step.unit) {
    case 'day': {
      // Every other day is the 1st, 3rd, 5th … of each month, so the same dates carry ticks whatever the range.
      if (step.days === 1) push(first, (d) => addDays(d, 1));
      else push(startOfMonth(first), (d) => (addDays(d, 2).slice(0, 7) === d.slice(0, 7) ? addDays(d, 2) : startOfMonth(addDays(d, 2))));
      break;
    }
    case 'week':
      push(startOfWeek(first, weekStartDay), (d) => addDays(d, 7 * step.weeks));
      break;
    case 'month': {
      const month = Number(first.slice(5, 7)) - 1;
      push(addMonths(startOfMonth(first), -(month % step.months)), (d) => addMonths(d, step.months));
      break;
    }
    case 'year': {
      const year = Math.floor(Number(first.slice(0, 4)) / step.years) * step.years;
      push(`${String(year).padStart(4, '0')}-01-01`, (d) => addMonths(d, 12 * step.years));
      break;
    }
  }
  return dates;
}

function label(step: Step, date: string, index: number, spansYears: boolean): string {
  const year = date.slice(0, 4);
  if (step.unit === 'year') return year;
  if (step.unit === 'month') return index === 0 || date.slice(5, 7) === '01' ? `${monthShort(date)} ${year}` : monthShort(date);
  const day = `${monthShort(date)} ${Number(date.slice(8, 10))}`;
  return spansYears ? `${day}, ${year}` : day;
}

/** The ticks for dates `first` to `last` with room for at most `maxTicks` labels (at least one tick step fits). */
export function dateAxisTicks(first: string, last: string, maxTicks: number, weekStartDay = 0): DateTick[] {
  if (last < first) return [];
  const room = Math.max(1, Math.floor(maxTicks));
  const span = daysBetween(first, last);
  // Steps that would give far more ticks than room are passed over without listing their dates (a century of days).
  const step = STEPS.find((s) => span / stepDays(s) <= room + 2 && tickDates(s, first, last, weekStartDay).length <= room) ?? STEPS[STEPS.length - 1];
  if (!step) return [];
  const dates = tickDates(step, first, last, weekStartDay);
  const spansYears = first.slice(0, 4) !== last.slice(0, 4);
  return dates.map((date, i) => ({ date, label: label(step, date, i, spansYears) }));
}
