import { addDays } from '@inkpace/contracts/rules/dates';
import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
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
