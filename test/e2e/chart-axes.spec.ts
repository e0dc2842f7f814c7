import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { SCHEMES, screenshotAt, setTheme, settle, VIEWPORTS } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject, fixToday, logTally } from './support/projects.ts';
import { addDays } from '@inkpace/contracts/rules/dates';

type ViewportLabel = keyof typeof VIEWPORTS;
const sizes = Object.entries(VIEWPORTS) as Array<[ViewportLabel, (typeof VIEWPORTS)[ViewportLabel]]>;

/**
 * A year of entries: the charts' date axes (ticks on the 1st of months, each month once) are drawn on a canvas,
 * so their dates are checked by the rule's and the options' unit tests; this journey keeps the screenshots of a
 * year-long chart at both sizes and in both themes, and checks the charts draw.
 */
for (const [label, size] of sizes) {
  test(`a year of progress charts with calendar ticks (${label}, light and dark)`, async ({ page }) => {
    const user = await createUser({ verify: true });
    const cookie = await sessionCookie(user);
    const novel = await createProject(cookie, { title: 'The Long Year', phase: 'drafting' });
    for (let day = 0; day < 365; day += 9) await logTally(cookie, { date: addDays('2025-11-18', day), workId: novel.id, measure: 'word', count: 300 + ((day * 37) % 900) });
    await fixToday(page, '2026-11-18');
    await logInBrowser(page, user);
    await page.setViewportSize(size);
    await page.goto(`/projects/${novel.id}`);
    await settle(page);
    for (const scheme of SCHEMES) {
      await setTheme(page, scheme);
      await expect(page.getByRole('main').getByRole('figure', { name: 'Words' }).locator('canvas').first()).toBeVisible();
      await page.getByRole('main').getByRole('figure', { name: 'Words' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/chart-year-${scheme}-${label}-viewport.png` });
      await screenshotAt(page, 'chart-year', scheme, label);
    }
  });
}
