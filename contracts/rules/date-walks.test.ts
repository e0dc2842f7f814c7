import { describe, expect, test } from 'vitest';
import { barBuckets } from './chart-buckets.ts';
import { progressSeries } from './chart-series.ts';
import { dateAxisTicks } from './chart-ticks.ts';
import { EARLIEST_DATE, LATEST_DATE, addDays, daysBetween } from './dates.ts';
import { GOAL_HORIZON_DAYS, habitHorizonStart, targetHorizon } from './goal-horizon.ts';
import { habitPeriods, type CadenceUnit } from './habit-periods.ts';
import { heatMapRange, heatMapWeeks } from './heat.ts';
import { leaderboardChartRange, leaderboardPar, leaderboardParWindow } from './leaderboard-par.ts';
import { yearCalendar, yearsOfActivity } from './lifetime-stats.ts';
import { plannedWeights } from './pace-plan.ts';
import { targetPace, targetSeries } from './target-pace.ts';
import { writingStreaks } from './writing-streak.ts';

/**
 * Issue 27 #10/#11: every rule that walks from day to day ends, at both ends of the dates Inkpace accepts and on
 * what an older version could store (up to 9999-12-31), and no series outgrows a century (GOAL_HORIZON_DAYS).
 */
const ENDS = [EARLIEST_DATE, LATEST_DATE] as const;
const WEEK_STARTS = [0, 1, 2, 3, 4, 5, 6];
const day = (date: string, count = 10) => ({ date, counts: { word: count } });
const goalDay = (date: string, count = 10) => ({ date, count, entries: 1 });

describe('calendars', () => {
  test.each(WEEK_STARTS)('heat map weeks reach each end of the range and 9999-12-31, week start %i', (weekStartDay) => {
    for (const [start, end] of [[EARLIEST_DATE, addDays(EARLIEST_DATE, 40)], [addDays(LATEST_DATE, -40), LATEST_DATE], ['9999-11-20', '9999-12-31']] as const) {
      const weeks = heatMapWeeks(start, end, weekStartDay);
      const days = weeks.flat().filter((d): d is string => d !== null);
      expect(days[0]).toBe(start);
      expect(days.at(-1)).toBe(end);
      expect(days).toHaveLength(daysBetween(start, end) + 1);
      expect(weeks.every((w) => w.length === 7)).toBe(true);
    }
  });

  test.each([Number(EARLIEST_DATE.slice(0, 4)), Number(LATEST_DATE.slice(0, 4)), 9999])('the calendar of %i holds its 365 or 366 days', (year) => {
    for (const weekStartDay of WEEK_STARTS) {
      const days = yearCalendar(year, weekStartDay).flat().filter((d) => d !== null);
      expect(days).toHaveLength(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 366 : 365);
    }
    expect(yearsOfActivity([day(`${year}-12-31`)], 1)[0]?.year).toBe(year);
  });

  test.each(ENDS)('a project heat map at %s', (date) => {
    for (const weekStartDay of WEEK_STARTS) {
      const range = heatMapRange({ firstDate: date, lastDate: date, today: date, dormant: true, weekStartDay });
      expect(range.end).toBe(date);
      expect(daysBetween(range.start, date)).toBeLessThan(7);
      const shown = heatMapWeeks(range.start, range.end, weekStartDay).flat().filter(Boolean);
      expect([shown[0], shown.at(-1)]).toEqual([range.start, date]);
    }
  });
});

describe('charts', () => {
  test('a project chart over the whole accepted range draws its last century, counting what came before', () => {
    const series = progressSeries([day(EARLIEST_DATE, 7), day(LATEST_DATE, 5)], 'word', { startDate: EARLIEST_DATE, endDate: LATEST_DATE });
    expect(series.dates).toHaveLength(GOAL_HORIZON_DAYS + 1);
    expect(series.dates.at(-1)).toBe(LATEST_DATE);
    expect(series.total[0]).toBe(7);
    expect(series.total.at(-1)).toBe(12);
  });

  test('a chart whose end an older version stored in 9999 stops at the last accepted date', () => {
    const series = progressSeries([day('9999-12-31')], 'word', { startDate: '2026-01-01', endDate: '9999-12-31' });
    expect(series.dates.at(-1)).toBe(LATEST_DATE);
    expect(series.dates.length).toBeLessThanOrEqual(GOAL_HORIZON_DAYS + 1);
  });

  test.each([[EARLIEST_DATE, addDays(EARLIEST_DATE, 400)], [addDays(LATEST_DATE, -400), LATEST_DATE], [EARLIEST_DATE, LATEST_DATE], ['9990-01-01', '9999-12-31']])(
    'date axis ticks and weekly bars from %s to %s', (first, last) => {
      for (const weekStartDay of WEEK_STARTS) {
        const ticks = dateAxisTicks(first, last, 8, weekStartDay);
        expect(ticks.length).toBeGreaterThan(0);
        expect(ticks.length).toBeLessThanOrEqual(8);
        expect(ticks.every((tick) => tick.date >= first && tick.date <= last)).toBe(true);
      }
    });

  test.each(ENDS)('weekly bars of a quarter ending or starting at %s', (date) => {
    const series = progressSeries([day(date)], 'word', date === LATEST_DATE ? { startDate: addDays(date, -120), endDate: date } : { startDate: date, endDate: addDays(date, 120) });
    const bars = barBuckets(series.dates, series.daily, 1);
    expect(bars.unit).toBe('week');
    expect(bars.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(10);
  });
});

describe('goals', () => {
  const threshold = { targetCount: 1_000, measure: 'word' as const, plan: null };
  test.each([EARLIEST_DATE, LATEST_DATE, '2026-11-28'])('targets on a today of %s: open-ended and across the whole range, within a century', (today) => {
    const days = [goalDay(EARLIEST_DATE), goalDay(today), goalDay(LATEST_DATE)];
    for (const dates of [{ startDate: null, endDate: null }, { startDate: EARLIEST_DATE, endDate: LATEST_DATE }, { startDate: today, endDate: null }]) {
      const goal = { ...threshold, ...targetHorizon(dates, EARLIEST_DATE, today) };
      const series = targetSeries(goal, days, today);
      expect(series.dates.length).toBeLessThanOrEqual(GOAL_HORIZON_DAYS + 1);
      expect(series.dates).toContain(today);
      expect(targetPace(goal, days, today).total).toBeGreaterThan(0);
    }
  });

  test('an open-ended target charts a later entry up to a century past its start, and nothing beyond', () => {
    const today = '2026-11-28';
    const goal = { ...threshold, startDate: today, endDate: null };
    const ahead = addDays(today, GOAL_HORIZON_DAYS);
    expect(targetSeries(goal, [goalDay(today), goalDay(ahead)], today).dates.at(-1)).toBe(ahead);
    const beyond = targetSeries(goal, [goalDay(today), goalDay(addDays(ahead, 1)), goalDay(LATEST_DATE)], today);
    expect(beyond.dates).toEqual([today]);
  });

  test.each<CadenceUnit>(['day', 'week', 'month', 'year'])('%s habits from the first accepted date, on a today at each end', (unit) => {
    for (const today of ENDS) {
      const start = habitHorizonStart(EARLIEST_DATE, { unit, period: 1 }, today, 1);
      const periods = habitPeriods({ cadence: { unit, period: 1 }, thresholdCount: null, startDate: start, endDate: null }, [goalDay(today)], today, 1);
      expect(periods.at(-1)?.startDate <= today && today <= (periods.at(-1)?.endDate ?? '')).toBe(true);
    }
  });

  test.each(ENDS)('a pace plan\'s weights over a window at %s', (date) => {
    const [from, to] = date === EARLIEST_DATE ? [date, addDays(date, 30)] : [addDays(date, -30), date];
    expect(plannedWeights(null, from, to)).toHaveLength(31);
  });
});

describe('boards', () => {
  test.each(ENDS)('par and the chart of boards open-ended and across the whole range, on a today of %s', (today) => {
    for (const board of [{ startDate: null, endDate: null }, { startDate: EARLIEST_DATE, endDate: LATEST_DATE }]) {
      const window = leaderboardParWindow(board, EARLIEST_DATE, today);
      expect(leaderboardPar(1_000, window, today)).toBeGreaterThanOrEqual(0);
      const { from, to } = leaderboardChartRange(board, EARLIEST_DATE, LATEST_DATE, today);
      expect(daysBetween(from, to)).toBeLessThanOrEqual(GOAL_HORIZON_DAYS);
    }
  });
});

describe('streaks', () => {
  test.each(ENDS)('a writing streak reaching %s', (date) => {
    const dates = date === EARLIEST_DATE ? [date, addDays(date, 1)] : [addDays(date, -1), date];
    expect(writingStreaks(dates, dates[1] ?? date).current).toBe(2);
  });
});
