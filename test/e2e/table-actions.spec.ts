import type { Locator, Page } from '@playwright/test';
import { api, createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { SCHEMES, screenshotAt, setTheme, settle, VIEWPORTS } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject, fixToday, logTally } from './support/projects.ts';

const TODAY = '2024-03-20';

/** A writer with a project whose entries carry long tags and notes, the tags themselves, and two API keys. */
async function writerWithTables(): Promise<{ projectId: number; user: Awaited<ReturnType<typeof createUser>> }> {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const novel = await createProject(cookie, { title: 'The Glass Orchard', phase: 'drafting' });
  const tags = ['drafting', 'worldbuilding-research'];
  await logTally(cookie, { date: '2024-03-18', workId: novel.id, measure: 'word', count: 2100, tags, note: 'A long morning at the library, then the orchard chapter.' });
  await logTally(cookie, { date: '2024-03-18', workId: novel.id, measure: 'time', count: 150, tags: ['drafting'] });
  await logTally(cookie, { date: '2024-03-01', workId: novel.id, measure: 'word', count: 650 });
  await api('POST', '/api/v1/api-key', { name: 'Scrivener plugin on the laptop', expiresAt: null }, cookie);
  await api('POST', '/api/v1/api-key', { name: 'Backup script', expiresAt: '2030-01-01T00:00:00Z' }, cookie);
  return { projectId: novel.id, user };
}

/**
 * Every button of `actions` is inside the viewport's width (no sideways scrolling to reach it) and would take a
 * click (nothing covers it); the page itself does not scroll sideways.
 */
async function expectActionsInView(page: Page, actions: Locator, count: number): Promise<void> {
  await expect(actions).toHaveCount(count);
  const width = page.viewportSize()?.width ?? 0;
  // Where each one is as the page shows it, before anything scrolls (a click would scroll a table sideways).
  for (const action of await actions.all()) {
    const box = await action.boundingBox();
    const name = await action.getAttribute('aria-label');
    expect(box, `${name} has a box`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends inside the viewport (${width}px)`).toBeLessThanOrEqual(width);
  }
  for (const action of await actions.all()) await action.click({ trial: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
}

/** Red, green, blue of a CSS colour as the browser computes it ("rgb(r, g, b)" or "rgba(...)"). */
const channels = (css: string): number[] => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

/**
 * Edit keeps the primary colour (indigo: more blue than red) and Delete its danger colour (red well above green
 * and blue), neither plain white nor grey, in the current scheme.
 */
async function expectActionColours(actions: Locator): Promise<void> {
  for (const action of await actions.all()) {
    const name = (await action.getAttribute('aria-label')) ?? '';
    const [r = 0, g = 0, b = 0] = channels(await action.evaluate((el) => getComputedStyle(el).color));
    if (name.startsWith('Delete')) expect(Math.min(r - g, r - b), `${name} is red (rgb ${r}, ${g}, ${b})`).toBeGreaterThan(60);
    else expect(b - r, `${name} is indigo (rgb ${r}, ${g}, ${b})`).toBeGreaterThan(60);
  }
}

/** No text of `items` is cut off (an ellipsis or clipping shows as content wider than its box). */
async function expectNotCut(items: Locator): Promise<void> {
  for (const item of await items.all()) {
    const cut = await item.evaluate((el) => [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1));
    expect(cut, `"${await item.textContent()}" is shown whole`).toBe(false);
  }
}

const main = (page: Page) => page.getByRole('main');
const tableActions = (page: Page) => main(page).getByRole('table').getByRole('button', { name: /^(Edit|Delete) / });

for (const [label, size] of Object.entries(VIEWPORTS) as Array<[keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]]>) {
  test(`every table action is in view, clickable and in its colour (${label}, light and dark)`, async ({ page }) => {
    const { user, projectId } = await writerWithTables();
    await fixToday(page, TODAY);
    await logInBrowser(page, user);
    await page.setViewportSize(size);

    await page.goto(`/projects/${projectId}`);
    await settle(page);
    for (const scheme of SCHEMES) {
      await setTheme(page, scheme);
      await expectActionsInView(page, tableActions(page), 6);
      await expectActionColours(tableActions(page));
      await expectNotCut(main(page).getByRole('table').getByText(/^#/));
      await screenshotAt(page, 'table-progress', scheme, label);
    }
    // The actions work from where they are: Edit opens the entry.
    await main(page).getByRole('button', { name: 'Edit the entry of Mar 1, 2024 (650 words)' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Progress' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/account/tags');
    await settle(page);
    for (const scheme of SCHEMES) {
      await setTheme(page, scheme);
      await expectActionsInView(page, tableActions(page), 4);
      await expectActionColours(tableActions(page));
      await expectNotCut(main(page).getByRole('rowheader'));
      await screenshotAt(page, 'table-tags', scheme, label);
    }

    await page.goto('/account/api-keys');
    await settle(page);
    for (const scheme of SCHEMES) {
      await setTheme(page, scheme);
      await expectActionsInView(page, tableActions(page), 2);
      await expectActionColours(tableActions(page));
      await screenshotAt(page, 'table-api-keys', scheme, label);
    }
    await main(page).getByRole('button', { name: 'Delete Backup script' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete API key?' })).toBeVisible();
  });
}
