import { describe, expect, test } from 'vitest';
import { messages } from '../messages.ts';
import { dateRange } from './dates.ts';
import type { GoalDay } from './goal-days.ts';
import type { PacePlan } from './pace-plan.ts';
import { targetPace, targetSeries, targetWindow, type TargetGoal, type TargetPace } from './target-pace.ts';

const m = messages.pace;
const each = (from: string, to: string, count: number): GoalDay[] => dateRange(from, to).map((date) => ({ date, count, entries: 1 }));
const SAT_DOUBLE: PacePlan = { weekdayWeights: [0, 1, 1, 1, 1, 1, 2], restDates: [] };

const april: TargetGoal = { targetCount: 30_000, measure: 'word', startDate: '2026-04-01', endDate: '2026-04-30', plan: null };
const aprilDays = [...each('2026-04-01', '2026-04-10', 1000), { date: '2026-04-11', count: 400, entries: 2 }];

describe('targetPace: overall and today\'s progress, par, today\'s target and the message', () => {
  test.each<{ label: string; goal: TargetGoal; days: GoalDay[]; today: string; pace: Partial<TargetPace> }>([
    {
      label: 'even plan, day 11, a little behind',
      goal: april, days: aprilDays, today: '2026-04-11',
      pace: {
        startDate: '2026-04-01', endDate: '2026-04-30', dayOfGoal: 11, totalDays: 30, total: 10_400, achieved: false, toGo: 19_600,
        doneBeforeToday: 10_000, doneToday: 400, par: 11_000, aheadOfPar: -600, todaysTarget: 1000, leftToday: 600, averagePerDay: 945,
        message: m.keepOnGoing,
      },
    },
    {
      label: 'first day, nothing yet',
      goal: april, days: [], today: '2026-04-01',
      pace: { dayOfGoal: 1, par: 1000, aheadOfPar: -1000, todaysTarget: 1000, leftToday: 1000, averagePerDay: 0, message: m.getItGoing },
    },
    {
      label: 'upcoming: no today\'s target, no message',
      goal: april, days: [], today: '2026-03-31',
      pace: { dayOfGoal: 0, par: 0, aheadOfPar: 0, todaysTarget: null, leftToday: null, averagePerDay: null, message: null, doneToday: 0 },
    },
    {
      label: 'ended and achieved',
      goal: april, days: [...each('2026-04-01', '2026-04-30', 1000), { date: '2026-04-30', count: 1000, entries: 1 }, { date: '2026-05-02', count: 50, entries: 1 }], today: '2026-05-02',
      pace: {
        dayOfGoal: 32, total: 31_000, achieved: true, toGo: 0, doneBeforeToday: 31_000, doneToday: 0, par: 30_000, aheadOfPar: 1000,
        todaysTarget: null, leftToday: null, averagePerDay: 1033, message: null,
      },
    },
    {
      label: 'a cut with a plan, Thursday, behind',
      goal: { targetCount: -7000, measure: 'word', startDate: '2026-03-02', endDate: '2026-03-08', plan: SAT_DOUBLE },
      days: [{ date: '2026-03-02', count: -1000, entries: 1 }, { date: '2026-03-03', count: -1000, entries: 1 }, { date: '2026-03-04', count: -500, entries: 1 }, { date: '2026-03-05', count: -200, entries: 1 }],
      today: '2026-03-05',
      pace: {
        dayOfGoal: 4, total: -2700, toGo: -4300, doneBeforeToday: -2500, doneToday: -200, par: -4000, aheadOfPar: -1300, todaysTarget: -1125, leftToday: -925,
        averagePerDay: -675, message: m.goodLuck,
      },
    },
    {
      label: 'no start date: the window starts at the first entry',
      goal: { targetCount: 1000, measure: 'word', startDate: null, endDate: '2026-01-19', plan: null },
      days: [{ date: '2026-01-10', count: 100, entries: 1 }, { date: '2026-01-11', count: 100, entries: 1 }],
      today: '2026-01-12',
      pace: { startDate: '2026-01-10', dayOfGoal: 3, totalDays: 10, par: 300, todaysTarget: 100, leftToday: 100, message: m.bearDown },
    },
    {
      label: 'no start date and no entries: the window starts today',
      goal: { targetCount: 1000, measure: 'word', startDate: null, endDate: '2026-01-19', plan: null }, days: [], today: '2026-01-12',
      pace: { startDate: '2026-01-12', dayOfGoal: 1, totalDays: 8, todaysTarget: 125, message: m.getItGoing },
    },
    {
      label: 'open-ended: today\'s target is the usual day, no par',
      goal: { targetCount: 50_000, measure: 'word', startDate: '2026-03-02', endDate: null, plan: null },
      days: [...each('2026-03-02', '2026-03-11', 1000), { date: '2026-03-12', count: 500, entries: 1 }], today: '2026-03-12',
      pace: { dayOfGoal: 11, totalDays: null, par: null, aheadOfPar: null, todaysTarget: 1000, leftToday: 500, averagePerDay: 955, message: m.keepOnGoing },
    },
    {
      label: 'open-ended, day 3 with nothing written before: no pace to keep',
      goal: { targetCount: 50_000, measure: 'word', startDate: '2026-03-02', endDate: null, plan: null }, days: [], today: '2026-03-04',
      pace: { dayOfGoal: 3, todaysTarget: null, message: null },
    },
    {
      label: 'chapters keep two decimals',
      goal: { targetCount: 10, measure: 'chapter', startDate: '2026-01-01', endDate: '2026-01-03', plan: null }, days: [], today: '2026-01-01',
      pace: { par: 3.33, todaysTarget: 3.33, leftToday: 3.33, aheadOfPar: -3.33 },
    },
    {
      label: 'ahead of pace: phew',
      goal: april, days: [...each('2026-04-01', '2026-04-10', 2000), { date: '2026-04-11', count: 600, entries: 1 }], today: '2026-04-11',
      pace: { todaysTarget: 500, leftToday: -100, aheadOfPar: 9600, message: m.phew },
    },
    {
      label: 'entries outside the goal\'s dates do not count',
      goal: april, days: [{ date: '2026-03-31', count: 9999, entries: 1 }, { date: '2026-05-01', count: 9999, entries: 1 }], today: '2026-04-05',
      pace: { total: 0, doneBeforeToday: 0, todaysTarget: 1154, message: m.bearDown },
    },
  ])('$label', ({ goal, days, today, pace }) => {
    expect(targetPace(goal, days, today)).toMatchObject(pace);
  });
});

describe('targetWindow', () => {
  test.each([
    { label: 'the goal\'s dates', startDate: '2026-01-01', endDate: '2026-01-31', days: [], today: '2026-06-01', window: { start: '2026-01-01', end: '2026-01-31' } },
    { label: 'no start: first entry', startDate: null, endDate: null, days: each('2025-12-30', '2026-01-02', 1), today: '2026-06-01', window: { start: '2025-12-30', end: null } },
    { label: 'no start: an entry of 0 counts as the first', startDate: null, endDate: null, days: [{ date: '2025-01-01', count: 0, entries: 1 }], today: '2026-06-01', window: { start: '2025-01-01', end: null } },
    { label: 'no start, only future entries: today', startDate: null, endDate: null, days: each('2026-07-01', '2026-07-01', 5), today: '2026-06-01', window: { start: '2026-06-01', end: null } },
    { label: 'no start, past end: the end', startDate: null, endDate: '2026-01-31', days: [], today: '2026-06-01', window: { start: '2026-01-31', end: '2026-01-31' } },
  ])('$label', ({ startDate, endDate, days, today, window }) => {
    expect(targetWindow({ startDate, endDate }, days, today)).toEqual(window);
  });
});

describe('targetSeries: the chart with its par line', () => {
  test('even plan: 30 days, par from 1,000 to exactly the target, the line stops at today', () => {
    const series = targetSeries(april, aprilDays, '2026-04-11');
    expect(series.dates).toHaveLength(30);
    expect(series.par?.[0]).toBe(1000);
    expect(series.par?.[29]).toBe(30_000);
    expect(series.total.slice(8, 12)).toEqual([9000, 10_000, 10_400, null]);
    expect(series.daily.slice(9, 12)).toEqual([1000, 400, null]);
  });

  test('a future-dated entry keeps the line going to its date', () => {
    const series = targetSeries(april, [...aprilDays, { date: '2026-04-14', count: 500, entries: 1 }], '2026-04-11');
    expect(series.total.slice(10, 15)).toEqual([10_400, 10_400, 10_400, 10_900, null]);
  });

  test('par rounded for words, with a plan and a rest date', () => {
    const goal: TargetGoal = { targetCount: 1000, measure: 'word', startDate: '2026-03-02', endDate: '2026-03-08', plan: { ...SAT_DOUBLE, restDates: ['2026-03-04'] } };
    expect(targetSeries(goal, [], '2026-03-01').par).toEqual([167, 333, 333, 500, 667, 1000, 1000]);
    expect(targetSeries(goal, [], '2026-03-01').total).toEqual([null, null, null, null, null, null, null]);
  });

  test('open-ended: from the start to today, no par line', () => {
    const goal: TargetGoal = { targetCount: 50_000, measure: 'word', startDate: '2026-02-27', endDate: null, plan: null };
    expect(targetSeries(goal, each('2026-02-27', '2026-03-01', 10), '2026-03-01')).toEqual({
      dates: ['2026-02-27', '2026-02-28', '2026-03-01'],
      daily: [10, 10, 10],
      total: [10, 20, 30],
      par: null,
    });
  });

  test('open-ended and upcoming: the start day alone, nothing happened yet', () => {
    const goal: TargetGoal = { targetCount: 100, measure: 'page', startDate: '2026-05-01', endDate: null, plan: null };
    expect(targetSeries(goal, [], '2026-04-20')).toEqual({ dates: ['2026-05-01'], daily: [null], total: [null], par: null });
  });
});
