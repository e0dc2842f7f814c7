import path from 'node:path';
import { api, createUser, logInBrowser, makeAdmin, sessionCookie } from './support/accounts.ts';
import { presetTheme, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { seedRaceBoard } from './support/boards.ts';
import { seedGoals } from './support/goal-writer.ts';
import { createProject } from './support/projects.ts';
import { repoRoot } from './support/state.ts';

/**
 * The home page's feature screenshots (web/public/screenshots/<name>.png), taken from real screens at 1280×800 in
 * the light theme. They are committed, so only `UPDATE_HOME_SCREENSHOTS=1 npx playwright test home-screenshots`
 * rewrites them. Targets and habits are real goal pages (a seeded target with a plan, a daily habit); leaderboards
 * is a board's page (three writers racing, with par).
 */
const shots = (goals: { targetId: number; habitId: number; board: { uuid: string; title: string } }): Array<{ file: string; path: string; heading: string; why: string }> => [
  { file: 'track', path: '/dashboard', heading: 'Dashboard', why: 'where progress is logged and shows up' },
  { file: 'targets', path: `/goals/${goals.targetId}`, heading: 'Finish the first draft', why: 'a target with its pace, par line and plan' },
  { file: 'habits', path: `/goals/${goals.habitId}`, heading: 'Write every day', why: 'a habit with its streaks and periods' },
  { file: 'leaderboards', path: `/leaderboards/${goals.board.uuid}`, heading: goals.board.title, why: 'a board: standings with par, the race chart' },
  { file: 'privacy', path: '/account', heading: 'Account', why: 'your data: edit it, or delete the account' },
];

test.describe('home page screenshots', () => {
  // The seeded goals' dates are UTC days; the browser reads them in the same zone.
  test.use({ timezoneId: 'UTC' });
  test.skip(process.env.UPDATE_HOME_SCREENSHOTS !== '1', 'set UPDATE_HOME_SCREENSHOTS=1 to rewrite web/public/screenshots');

  test('track, targets, habits, leaderboards and privacy screenshots from real screens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await presetTheme(page, 'light');
    const user = await createUser({ verify: true, username: 'adalovelace' }); // the run's database is fresh: the name is free
    await makeAdmin(user);
    const cookie = await sessionCookie(user);
    await api('POST', '/api/v1/api-key', { name: 'Scrivener sync', expiresAt: null }, cookie);
    await api('POST', '/api/v1/api-key', { name: 'Obsidian plugin', expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString() }, cookie);
    await api('PATCH', '/api/v1/me', { displayName: 'Ada Writes' }, cookie);
    const goals = await seedGoals(cookie);
    const project = await createProject(cookie, { title: 'November novel', phase: 'drafting' });
    const board = await seedRaceBoard({ user, cookie, projectId: project.id });
    await logInBrowser(page, user);
    for (const shot of shots({ ...goals, board })) {
      await page.goto(shot.path);
      await settle(page);
      await expect(page.getByRole('heading', { name: shot.heading, level: 1 })).toBeVisible();
      await page.screenshot({ path: path.join(repoRoot, 'web/public/screenshots', `${shot.file}.png`), animations: 'disabled' });
      console.log(`${shot.file}.png <- ${shot.path} (${shot.why})`);
    }
  });
});
