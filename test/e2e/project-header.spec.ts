import { messages } from '@inkpace/contracts/messages';
import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { SCHEMES, screenshotAt, setTheme, settle, VIEWPORTS } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject, fixToday, logTally } from './support/projects.ts';

type ViewportLabel = keyof typeof VIEWPORTS;
const sizes = Object.entries(VIEWPORTS) as Array<[ViewportLabel, (typeof VIEWPORTS)[ViewportLabel]]>;

for (const [label, size] of sizes) {
  test(`a project's header says its phase, totals and last update, with breadcrumbs (${label}, light and dark)`, async ({ page }) => {
    const user = await createUser({ verify: true });
    const cookie = await sessionCookie(user);
    const novel = await createProject(cookie, { title: 'The Glass Orchard', phase: 'revising', startingBalance: { word: 3000 }, description: 'Three summers in an **orchard of glass**.\nSee [the notes](https://example.com/notes).' });
    await logTally(cookie, { date: '2024-03-01', workId: novel.id, measure: 'word', count: 650 });
    await logTally(cookie, { date: '2024-03-18', workId: novel.id, measure: 'time', count: 150 });
    const memoir = await createProject(cookie, { title: 'A Finished Memoir', phase: 'finished', startingBalance: { word: 82000 } });
    await fixToday(page, '2024-03-20');
    await logInBrowser(page, user);
    await page.setViewportSize(size);
    const main = page.getByRole('main');
    const trail = main.getByRole('navigation', { name: 'Breadcrumb' });

    await page.goto(`/projects/${novel.id}`);
    await settle(page);
    for (const scheme of SCHEMES) {
      await setTheme(page, scheme);
      await expect(main.getByText('Revising', { exact: true })).toBeVisible();
      await expect(main.getByText('3,650 words · 2h 30m', { exact: true })).toBeVisible();
      await expect(main.getByText('Last updated Mar 18, 2024')).toBeVisible();
      // Issue 27 #8: the description is Markdown (it showed its asterisks).
      await expect(main.locator('strong', { hasText: 'orchard of glass' })).toBeVisible();
      await expect(main.getByText(/\*\*/)).toHaveCount(0);
      await expect(main.getByRole('link', { name: 'the notes' })).toHaveAttribute('href', 'https://example.com/notes');
      await expect(trail.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
      await expect(trail.getByText('The Glass Orchard')).toHaveAttribute('aria-current', 'page');
      await screenshotAt(page, 'project-header', scheme, label);
    }

    await main.getByRole('link', { name: 'Configure Project' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
    await expect(trail.getByRole('link', { name: 'The Glass Orchard' })).toHaveAttribute('href', `/projects/${novel.id}`);
    await expect(trail.getByText('Edit', { exact: true })).toHaveAttribute('aria-current', 'page');
    await trail.getByRole('link', { name: 'Projects' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

    // A finished project whose total is all starting balance says so, not "You haven't logged any progress".
    await page.goto(`/projects/${memoir.id}`);
    await settle(page);
    await expect(main.getByText(messages.empty.onlyStartingBalance('82,000 words', true))).toBeVisible();
    await expect(main.getByText(messages.empty.noProgress)).toHaveCount(0);
    await expect(main.getByText('Finished', { exact: true })).toBeVisible();
    await screenshotAt(page, 'project-finished-balance', 'dark', label); // the last scheme chosen above
  });
}
