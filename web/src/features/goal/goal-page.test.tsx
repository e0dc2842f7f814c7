import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { TargetProgress } from '@inkpace/contracts/api/goal-progress';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { progressChanged } from '../../app/progress-cache.ts';
import { signedIn } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { testGoal } from '../../test/goal-data.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import GoalPage from './goal-page.tsx';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});

const { achieved: _a, ...target } = testGoal({ id: 3, title: 'Draft', startDate: '2026-03-01', endDate: '2026-03-10' });
const targetProgress = (total: number, doneToday: number): TargetProgress => ({
  kind: 'target',
  goal: target,
  status: 'ongoing',
  today: '2026-03-05',
  pace: {
    startDate: '2026-03-01', endDate: '2026-03-10', dayOfGoal: 5, totalDays: 10, total, achieved: false, toGo: 50000 - total,
    doneBeforeToday: total - doneToday, doneToday, par: 25000, aheadOfPar: total - 25000, todaysTarget: 5000, leftToday: 5000 - doneToday,
    averagePerDay: total / 5, message: messages.pace.keepOnGoing,
  },
  series: { dates: ['2026-03-01', '2026-03-02'], daily: [total, null], total: [total, null], par: [5000, 10000] },
});

const values = (name: string): string[] =>
  within(screen.getByRole('region', { name })).getAllByRole('definition').map((d) => d.textContent ?? '');

describe('the goal page', () => {
  test('a target: overall and today’s figures, the pace message and the chart; a new entry reloads them', async () => {
    const server = fakeServer({ 'GET /api/v1/goal/3/progress': ok(targetProgress(12000, 1000)) });
    renderAt('/goals/3', <GoalPage params={{ goalId: '3' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft' })).toBeInTheDocument();
    expect(values('Overall')).toEqual(['12,000 words', 'of 50,000 words', '38,000 words', '6', 'of 10 days', '2,400 words', '13,000 words behind par']);
    expect(values('Today')).toEqual(['1,000 words', '5,000 words', '4,000 words']);
    expect(screen.getByText(messages.pace.keepOnGoing)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Progress' })).toHaveTextContent('Total so far 12,000 words; par by then 5,000 words.');
    expect(screen.getByRole('link', { name: 'Configure Goal' })).toHaveAttribute('href', '/goals/3/edit');
    expect(screen.getByRole('button', { name: 'Delete Goal' })).toBeInTheDocument();

    server.replies['GET /api/v1/goal/3/progress'] = ok(targetProgress(13500, 2500));
    progressChanged();
    await waitFor(() => expect(values('Overall')[0]).toBe('13,500 words'));
    expect(values('Today')).toEqual(['2,500 words', '5,000 words', '2,500 words']);
  });

  // Issue 27 #8: a goal that has ended or not begun showed a "Today" block of dashes.
  test.each(['ended', 'upcoming', 'achieved'] as const)('a target that is %s shows no Today block; its overall figures stay', async (status) => {
    const progress = targetProgress(12000, 0);
    const notNow: TargetProgress = { ...progress, status, pace: { ...progress.pace, todaysTarget: null, leftToday: null } };
    fakeServer({ 'GET /api/v1/goal/3/progress': ok(notNow) });
    renderAt('/goals/3', <GoalPage params={{ goalId: '3' }} />);
    expect(await screen.findByRole('region', { name: 'Overall' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
    expect(screen.queryByText("Today's target")).toBeNull();
    expect(screen.queryByText(messages.pace.keepOnGoing)).toBeNull();
  });

  test('a habit: streaks and the periods newest first, met or not in words', async () => {
    const habit = { ...target, id: 4, title: 'Daily', type: 'habit' as const, parameters: { cadence: { unit: 'day' as const, period: 1 }, threshold: { measure: 'word' as const, count: 500 } } };
    const period = (date: string, total: number, success: boolean) => ({ startDate: date, endDate: date, total, entries: total > 0 ? 1 : 0, success });
    const periods = [period('2026-03-03', 600, true), period('2026-03-04', 100, false), period('2026-03-05', 200, false)];
    fakeServer({
      'GET /api/v1/goal/4/progress': ok({
        kind: 'habit', goal: habit, status: 'ongoing', today: '2026-03-05', periods,
        summary: { currentRange: periods[2], currentStreakLength: 0, longestStreakLength: 1, successfulRanges: 1, totalRanges: 3 },
      }),
    });
    renderAt('/goals/4', <GoalPage params={{ goalId: '4' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily' })).toBeInTheDocument();
    expect(values('Habit')).toEqual(['0 days', '1 day', '1 of 3']);
    const items = within(screen.getByRole('list', { name: 'Periods, newest first' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Mar 5, 2026200 words of 500 wordsIn progress',
      'Mar 4, 2026100 words of 500 wordsMissed',
      'Mar 3, 2026600 words of 500 wordsMet',
    ]);
  });

  // Spec §4, §9: a period's gauge is red when its total is below zero, drawn at most to −0.98 (it stayed empty).
  test('a habit period below zero shows a red ring, never a closed one', async () => {
    const habit = { ...target, id: 5, title: 'Cut daily', type: 'habit' as const, parameters: { cadence: { unit: 'day' as const, period: 1 }, threshold: { measure: 'word' as const, count: 500 } } };
    const periods = [
      { startDate: '2026-03-04', endDate: '2026-03-04', total: -100, entries: 1, success: false },
      { startDate: '2026-03-05', endDate: '2026-03-05', total: -5000, entries: 1, success: false },
    ];
    fakeServer({
      'GET /api/v1/goal/5/progress': ok({
        kind: 'habit', goal: habit, status: 'ongoing', today: '2026-03-05', periods,
        summary: { currentRange: periods[1], currentStreakLength: 0, longestStreakLength: 0, successfulRanges: 0, totalRanges: 2 },
      }),
    });
    renderAt('/goals/5', <GoalPage params={{ goalId: '5' }} />);
    const list = await screen.findByRole('list', { name: 'Periods, newest first' });
    const rings = within(list).getAllByRole('listitem').map((item) => item.querySelector('[data-tone]'));
    expect(rings.map((r) => r?.getAttribute('data-tone'))).toEqual(['negative', 'negative']);
    const drawn = rings.map((r) => [...(r?.querySelectorAll('circle') ?? [])].filter((c) => c.getAttribute('style')?.includes('--mantine-color-red-filled')).length);
    expect(drawn).toEqual([1, 1]);
  });

  test('a goal that is not there (or someone else’s) shows the not-found state', async () => {
    fakeServer({ 'GET /api/v1/goal/9/progress': fail('NOT_FOUND', 'Not found.', 404) });
    renderAt('/goals/9', <GoalPage params={{ goalId: '9' }} />);
    expect(await screen.findByText(messages.errors.goalNotFound)).toBeInTheDocument();
  });

  test('any other failure offers to try again', async () => {
    fakeServer({ 'GET /api/v1/goal/9/progress': fail('SERVER_ERROR', 'Something went wrong server-side.', 500) });
    renderAt('/goals/9', <GoalPage params={{ goalId: '9' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this goal');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
