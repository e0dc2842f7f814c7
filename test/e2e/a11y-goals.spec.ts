import type { Page } from '@playwright/test';
import { logInBrowser } from './support/accounts.ts';
import { auditPage, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { writerWithGoals } from './support/goal-writer.ts';

test.use({ timezoneId: 'UTC' });

async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  await expect(page.getByRole('main').getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('the goals list passes axe in light and dark', async ({ page }) => {
  const { user } = await writerWithGoals();
  await logInBrowser(page, user);
  await openPage(page, '/goals', 'Goals');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
  await auditPage(page, 'goals');
});

test('the new goal form (a target with a plan) passes axe in light and dark', async ({ page }) => {
  const { user } = await writerWithGoals();
  await logInBrowser(page, user);
  await openPage(page, '/goals/new', 'New Goal');
  await auditPage(page, 'new-goal', async () => {
    const form = page.getByRole('form', { name: 'New goal' });
    await form.getByRole('textbox', { name: 'Title' }).fill('NaNoWriMo');
    await form.getByRole('textbox', { name: 'Target' }).fill('50000');
    await form.getByRole('switch', { name: /Pace plan/ }).check();
    await expect(form.getByRole('textbox', { name: 'Saturday' })).toBeVisible();
  });
});

test('a target page with its chart passes axe in light and dark', async ({ page }) => {
  const { user, targetId } = await writerWithGoals();
  await logInBrowser(page, user);
  await openPage(page, `/goals/${targetId}`, 'Finish the first draft');
  await auditPage(page, 'target', async () => {
    await expect(page.getByRole('main').getByRole('figure', { name: 'Progress' }).locator('canvas').first()).toBeVisible();
  });
});

test('a habit page with its periods passes axe in light and dark', async ({ page }) => {
  const { user, habitId } = await writerWithGoals();
  await logInBrowser(page, user);
  await openPage(page, `/goals/${habitId}`, 'Write every day');
  await expect(page.getByRole('main').getByRole('list', { name: 'Periods, newest first' }).getByRole('listitem')).toHaveCount(14);
  await auditPage(page, 'habit');
});
