import { describe, expect, test } from 'vitest';
import { goalListOrder, goalStatus, sortGoals, type ListedGoal } from './goal-status.ts';

describe('goalStatus (spec §4): achieved, else ended, else upcoming, else ongoing', () => {
  const today = '2026-03-10';
  test.each([
    { label: 'within its dates', startDate: '2026-03-01', endDate: '2026-03-31', achieved: false, status: 'ongoing' },
    { label: 'starts today', startDate: '2026-03-10', endDate: '2026-03-31', achieved: false, status: 'ongoing' },
    { label: 'ends today', startDate: '2026-03-01', endDate: '2026-03-10', achieved: false, status: 'ongoing' },
    { label: 'starts tomorrow', startDate: '2026-03-11', endDate: '2026-03-31', achieved: false, status: 'upcoming' },
    { label: 'ended yesterday', startDate: '2026-03-01', endDate: '2026-03-09', achieved: false, status: 'ended' },
    { label: 'no dates at all', startDate: null, endDate: null, achieved: false, status: 'ongoing' },
    { label: 'no start, ends later', startDate: null, endDate: '2026-12-31', achieved: false, status: 'ongoing' },
    { label: 'no start, ended', startDate: null, endDate: '2025-12-31', achieved: false, status: 'ended' },
    { label: 'open-ended, starts later', startDate: '2027-01-01', endDate: null, achieved: false, status: 'upcoming' },
    { label: 'open-ended, started', startDate: '2020-01-01', endDate: null, achieved: false, status: 'ongoing' },
    { label: 'achieved wins over ended', startDate: '2026-01-01', endDate: '2026-01-31', achieved: true, status: 'achieved' },
    { label: 'achieved wins over upcoming', startDate: '2026-04-01', endDate: null, achieved: true, status: 'achieved' },
    { label: 'achieved while ongoing', startDate: '2026-03-01', endDate: null, achieved: true, status: 'achieved' },
  ] as const)('$label → $status', ({ startDate, endDate, achieved, status }) => {
    expect(goalStatus({ startDate, endDate, achieved }, today)).toBe(status);
  });

  test('the same goal across the writer\'s days: upcoming, ongoing (first and last day), ended', () => {
    const goal = { startDate: '2024-02-28', endDate: '2024-03-01', achieved: false };
    expect(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02'].map((d) => goalStatus(goal, d))).toEqual([
      'upcoming', 'ongoing', 'ongoing', 'ongoing', 'ended',
    ]);
  });
});

const goal = (title: string, rest: Partial<ListedGoal> = {}): ListedGoal => ({
  title,
  starred: false,
  achieved: false,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...rest,
});

describe('goal list order (spec §4)', () => {
  const today = '2026-03-10';
  const titles = (goals: ListedGoal[]) => sortGoals(goals, today).map((g) => g.title);

  test.each([
    {
      label: 'starred first, whatever the status',
      goals: [goal('ended', { endDate: '2026-01-31' }), goal('starred ended', { starred: true, endDate: '2026-01-31' }), goal('upcoming', { startDate: '2026-06-01' })],
      order: ['starred ended', 'upcoming', 'ended'],
    },
    {
      label: 'status order: upcoming, ongoing, achieved, ended',
      goals: [
        goal('ended', { endDate: '2026-02-01' }),
        goal('achieved', { achieved: true }),
        goal('ongoing'),
        goal('upcoming', { startDate: '2026-04-01' }),
      ],
      order: ['upcoming', 'ongoing', 'achieved', 'ended'],
    },
    {
      label: 'then earlier end date, no end date last',
      goals: [goal('open', { endDate: null }), goal('december'), goal('april', { endDate: '2026-04-30' })],
      order: ['april', 'december', 'open'],
    },
    {
      label: 'then earlier start date, no start date last',
      goals: [goal('no start', { startDate: null }), goal('february', { startDate: '2026-02-01' }), goal('january')],
      order: ['january', 'february', 'no start'],
    },
    {
      label: 'then title in natural order, ignoring case',
      goals: [goal('Draft 10'), goal('draft 2'), goal('Draft 1'), goal('Édition'), goal('apple')],
      order: ['apple', 'Draft 1', 'draft 2', 'Draft 10', 'Édition'],
    },
  ])('$label', ({ goals, order }) => {
    expect(titles(goals)).toEqual(order);
  });

  test('newest created first among otherwise equal goals', () => {
    const older = goal('Same', { createdAt: '2026-01-01T00:00:00.000Z' });
    const newer = goal('Same', { createdAt: '2026-02-01T00:00:00.000Z' });
    expect(sortGoals([older, newer], today)).toEqual([newer, older]);
    expect(goalListOrder(today)(older, older)).toBe(0);
  });

  test('the order follows today: the same goals sort differently once one has started', () => {
    const goals = [goal('ongoing', { endDate: '2026-03-20' }), goal('starts on the 15th', { startDate: '2026-03-15', endDate: '2026-03-31' })];
    expect(sortGoals(goals, '2026-03-10').map((g) => g.title)).toEqual(['starts on the 15th', 'ongoing']);
    expect(sortGoals(goals, '2026-03-15').map((g) => g.title)).toEqual(['ongoing', 'starts on the 15th']);
    expect(sortGoals(goals, '2026-03-25').map((g) => g.title)).toEqual(['starts on the 15th', 'ongoing']);
  });

  test('does not change the list it is given', () => {
    const goals = [goal('b'), goal('a')];
    sortGoals(goals, today);
    expect(goals.map((g) => g.title)).toEqual(['b', 'a']);
  });
});
