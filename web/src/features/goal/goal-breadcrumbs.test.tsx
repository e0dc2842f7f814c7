import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { GoalProgress } from '@inkpace/contracts/api/goal-progress';
import { invalidateAll } from '../../app/cache.ts';
import { signedIn } from '../../app/session.ts';
import { testProject, testTag, testUser } from '../../test/data.ts';
import { testGoal } from '../../test/goal-data.ts';
import { fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import EditGoalPage from './edit-goal-page.tsx';
import GoalPage from './goal-page.tsx';
import NewGoalPage from './new-goal-page.tsx';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});

const { achieved: _a, ...goal } = testGoal({ id: 3, title: 'Draft the novel', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null } });
const progress: GoalProgress = {
  kind: 'habit', goal, status: 'ongoing', today: '2026-03-05', periods: [],
  summary: { currentRange: null, currentStreakLength: null, longestStreakLength: 0, successfulRanges: 0, totalRanges: 0 },
};
const lists = { 'GET /api/v1/project': ok([testProject({ id: 1, title: 'Novel' })]), 'GET /api/v1/tag': ok([testTag(7, 'morning')]) };

/** The trail as a screen reader reads it: each crumb's text, and where its link leads (null for the current page). */
async function trail(): Promise<Array<[string, string | null]>> {
  const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  const crumbs = [...nav.querySelectorAll('a, [aria-current="page"]')];
  expect(within(nav).getByText(crumbs.at(-1)?.textContent ?? '')).toHaveAttribute('aria-current', 'page');
  return crumbs.map((c) => [c.textContent ?? '', c.getAttribute('href')]);
}

// Issue 27 #8: goal pages had no breadcrumbs, unlike project and leaderboard pages.
describe('breadcrumbs on the goal pages', () => {
  test('a goal: Goals › its title', async () => {
    fakeServer({ 'GET /api/v1/goal/3/progress': ok(progress) });
    renderAt('/goals/3', <GoalPage params={{ goalId: '3' }} />);
    await screen.findByRole('heading', { level: 1, name: 'Draft the novel' });
    expect(await trail()).toEqual([['Goals', '/goals'], ['Draft the novel', null]]);
  });

  test('editing: Goals › its title › Edit', async () => {
    fakeServer({ ...lists, 'GET /api/v1/goal/3': ok(testGoal({ ...goal })) });
    renderAt('/goals/3/edit', <EditGoalPage params={{ goalId: '3' }} />);
    expect(await trail()).toEqual([['Goals', '/goals'], ['Draft the novel', '/goals/3'], ['Edit', null]]);
  });

  test('a new goal: Goals › New', async () => {
    fakeServer(lists);
    renderAt('/goals/new', <NewGoalPage params={{}} />);
    expect(await trail()).toEqual([['Goals', '/goals'], ['New', null]]);
  });
});
