import { addDays } from '@inkpace/contracts/rules/dates';
import { api, createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { SCHEMES, screenshotAt, setTheme, settle, VIEWPORTS } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject, fixToday, logTally } from './support/projects.ts';

const HINT = '← Scroll for earlier weeks';

test('on a phone the heat map opens at today and says earlier weeks are there; on a desktop the year fits', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const novel = await createProject(cookie, { title: 'The Long Year', phase: 'drafting' });
  for (let day = 0; day < 365; day += 11) await logTally(cookie, { date: addDays('2025-11-19', day), workId: novel.id, measure: 'word', count: 500 });
  await fixToday(page, '2026-11-18');
  await logInBrowser(page, user);
  const main = page.getByRole('main');
  const map = main.getByRole('region', { name: 'Activity, one column per week' });

  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/dashboard');
  await settle(page);
  for (const scheme of SCHEMES) {
    await setTheme(page, scheme);
    const scroll = await map.evaluate((el) => ({ left: el.scrollLeft, right: el.scrollWidth - el.clientWidth - el.scrollLeft }));
    expect(scroll.left, 'earlier weeks are out of view').toBeGreaterThan(0);
    expect(scroll.right, 'today is in view').toBeLessThanOrEqual(1);
    await expect(main.getByText(HINT)).toBeVisible();
    await screenshotAt(page, 'heat-map', scheme, 'phone');
  }
  // Scrolled back to the first week, nothing is hidden on the left any more.
  await map.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect(main.getByText(HINT)).toHaveCount(0);

  await page.setViewportSize(VIEWPORTS.desktop);
  await page.reload();
  await settle(page);
  await expect(map).toBeVisible();
  await expect(main.getByText(HINT)).toHaveCount(0);
  await screenshotAt(page, 'heat-map', 'dark', 'desktop');
});

/**
 * Issue 27 #8: a young project's map (its first entry five days ago, a Friday after the 17th) drew its two weeks
 * as a few cells under a tall blank block, with no month label and no weekday labels. The dashboard of a writer
 * that young drew the same.
 */
test("a young project's heat map: whole weeks, a month label and weekday labels from the writer's week start", async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await api('PATCH', '/api/v1/me/settings', { weekStartDay: 1 }, cookie);
  const story = await createProject(cookie, { title: 'A New Story', phase: 'drafting' });
  for (const [date, count] of [['2026-11-20', 800], ['2026-11-23', 1200], ['2026-11-25', 400]] as const) await logTally(cookie, { date, workId: story.id, measure: 'word', count });
  await fixToday(page, '2026-11-25');
  await logInBrowser(page, user);
  const main = page.getByRole('main');
  const screens = [
    { path: `/projects/${story.id}`, name: 'heat-map-young', label: 'Activity on A New Story' },
    { path: '/dashboard', name: 'heat-map-young-dashboard', label: 'Your activity' },
  ];

  for (const [size, viewport] of Object.entries(VIEWPORTS) as Array<[keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]]>) {
    await page.setViewportSize(viewport);
    for (const shown of screens) {
      await page.goto(shown.path);
      await settle(page);
      const group = main.getByRole('group', { name: shown.label, exact: true });
      const map = group.getByRole('region', { name: `${shown.label}, one column per week` });
      for (const scheme of SCHEMES) {
        await setTheme(page, scheme);
        await expect(map.getByText('Nov', { exact: true })).toBeVisible();
        // Weekday labels down the side, from the writer's week start (Monday).
        const weekdays = group.getByTestId('heat-map-weekday');
        await expect(weekdays).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
        // No blank block: the first column's top cell is a day (Monday Nov 16), drawn as a day without progress,
        // level with the first weekday label.
        const first = map.getByRole('img').first();
        await expect(first).toHaveAccessibleName('Nov 16, 2026: no progress');
        const [cellBox, mondayBox] = await Promise.all([first.boundingBox(), weekdays.first().boundingBox()]);
        const middle = (box: typeof cellBox): number => (box?.y ?? 0) + (box?.height ?? 0) / 2;
        expect(Math.abs(middle(cellBox) - middle(mondayBox))).toBeLessThan(4);
        await expect(map.getByRole('img', { name: 'Nov 20, 2026: 800 words' })).toBeVisible();
        await screenshotAt(page, shown.name, scheme, size);
      }
    }
  }
});
