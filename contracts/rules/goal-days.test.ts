import { describe, expect, test } from 'vitest';
import { mergeGoalDays, sumGoalDays, type GoalDay } from './goal-days.ts';

const days: GoalDay[] = [
  { date: '2024-02-28', count: 100, entries: 1 },
  { date: '2024-02-29', count: -30, entries: 2 },
  { date: '2024-03-01', count: 0, entries: 1 },
  { date: '2024-03-01', count: 50, entries: 1 },
  { date: '2025-01-01', count: 7, entries: 1 },
];

describe('sumGoalDays: bounds included, null bounds open', () => {
  test.each([
    { from: null, to: null, count: 127, entries: 6 },
    { from: '2024-02-29', to: '2024-03-01', count: 20, entries: 4 },
    { from: '2024-03-01', to: null, count: 57, entries: 3 },
    { from: null, to: '2024-02-28', count: 100, entries: 1 },
    { from: '2024-03-02', to: '2024-12-31', count: 0, entries: 0 },
    { from: '2024-03-02', to: '2024-03-01', count: 0, entries: 0 },
  ])('$from..$to → $count in $entries entries', ({ from, to, count, entries }) => {
    expect(sumGoalDays(days, from, to)).toEqual({ count, entries });
  });
});

describe('mergeGoalDays', () => {
  test('rows of one date add up; oldest first', () => {
    expect(mergeGoalDays([days[4]!, days[3]!, days[0]!, days[2]!])).toEqual([
      { date: '2024-02-28', count: 100, entries: 1 },
      { date: '2024-03-01', count: 50, entries: 2 },
      { date: '2025-01-01', count: 7, entries: 1 },
    ]);
  });
});
