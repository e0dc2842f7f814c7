import { describe, expect, test } from 'vitest';
import type { GoalDay } from './goal-days.ts';
import { cumulativeSeries, isTargetAchieved, reachesTarget, targetAchievement, targetDirection, targetToGo } from './target-progress.ts';

describe('achieved (server-behaviour §3.8): sign-aware, and only with a matching entry', () => {
  test.each([
    { label: 'short of a positive target', total: 49_999, target: 50_000, entries: true, achieved: false, toGo: 1 },
    { label: 'exactly a positive target', total: 50_000, target: 50_000, entries: true, achieved: true, toGo: 0 },
    { label: 'beyond a positive target', total: 60_000, target: 50_000, entries: true, achieved: true, toGo: 0 },
    { label: 'a cut still short', total: -9_000, target: -10_000, entries: true, achieved: false, toGo: -1_000 },
    { label: 'a cut reached', total: -10_000, target: -10_000, entries: true, achieved: true, toGo: 0 },
    { label: 'a cut beyond', total: -12_000, target: -10_000, entries: true, achieved: true, toGo: 0 },
    { label: 'writing more never reaches a cut', total: 20_000, target: -10_000, entries: true, achieved: false, toGo: -30_000 },
    { label: 'cutting never reaches a positive target', total: -60_000, target: 50_000, entries: true, achieved: false, toGo: 110_000 },
    { label: 'a target of 0 with an entry of 0', total: 0, target: 0, entries: true, achieved: true, toGo: 0 },
    { label: 'a target of 0 with words written', total: 5, target: 0, entries: true, achieved: true, toGo: 0 },
    { label: 'a target of 0 with words cut', total: -5, target: 0, entries: true, achieved: true, toGo: 0 },
    { label: 'a target of 0 without any entry', total: 0, target: 0, entries: false, achieved: false, toGo: 0 },
    { label: 'no entries, positive target', total: 0, target: 10, entries: false, achieved: false, toGo: 10 },
  ])('$label: $total of $target → $achieved, $toGo to go', ({ total, target, entries, achieved, toGo }) => {
    expect(isTargetAchieved(total, target, entries)).toBe(achieved);
    expect(targetToGo(total, target)).toBe(toGo);
    if (entries) expect(reachesTarget(total, target)).toBe(achieved);
  });

  test('direction', () => {
    expect([targetDirection(10), targetDirection(0), targetDirection(-10)]).toEqual([1, 1, -1]);
  });
});

describe('targetAchievement from a goal\'s days: only the days within its dates count', () => {
  const days: GoalDay[] = [
    { date: '2025-12-31', count: 9_000, entries: 1 },
    { date: '2026-01-01', count: 400, entries: 1 },
    { date: '2026-01-15', count: 600, entries: 2 },
    { date: '2026-02-01', count: 5_000, entries: 1 },
  ];
  test.each([
    { startDate: '2026-01-01', endDate: '2026-01-31', target: 1_000, total: 1_000, achieved: true },
    { startDate: '2026-01-02', endDate: '2026-01-31', target: 1_000, total: 600, achieved: false },
    { startDate: null, endDate: '2026-01-01', target: 1_000, total: 9_400, achieved: true },
    { startDate: '2026-01-01', endDate: null, target: 10_000, total: 6_000, achieved: false },
    { startDate: null, endDate: null, target: 15_000, total: 15_000, achieved: true },
    { startDate: '2026-03-01', endDate: null, target: 0, total: 0, achieved: false },
  ])('$startDate..$endDate, target $target → $total', ({ startDate, endDate, target, total, achieved }) => {
    expect(targetAchievement(days, { targetCount: target, startDate, endDate })).toEqual({ total, achieved });
  });
});

describe('cumulativeSeries: gaps filled with 0, only days in range count', () => {
  const days: GoalDay[] = [
    { date: '2024-02-27', count: 1_000, entries: 1 },
    { date: '2024-02-28', count: 100, entries: 1 },
    { date: '2024-03-01', count: -40, entries: 1 },
    { date: '2024-03-01', count: 10, entries: 1 },
    { date: '2024-03-03', count: 999, entries: 1 },
  ];
  test.each([
    {
      label: 'across a leap day',
      from: '2024-02-28', to: '2024-03-02',
      dates: ['2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02'], daily: [100, 0, -30, 0], total: [100, 100, 70, 70],
    },
    {
      label: 'across a year end',
      from: '2025-12-30', to: '2026-01-02',
      dates: ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'], daily: [0, 0, 0, 0], total: [0, 0, 0, 0],
    },
    { label: 'one day', from: '2024-03-03', to: '2024-03-03', dates: ['2024-03-03'], daily: [999], total: [999] },
    { label: 'an end before the start', from: '2024-03-03', to: '2024-03-02', dates: [], daily: [], total: [] },
  ])('$label', ({ from, to, dates, daily, total }) => {
    expect(cumulativeSeries(days, from, to)).toEqual({ dates, daily, total });
  });
});
