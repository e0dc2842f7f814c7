import type { Page } from '@playwright/test';
import { createUser, logInBrowser } from './support/accounts.ts';
import { settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';

const scheme = (page: Page) => page.locator('html');

test('the theme switch chooses light, dark or auto, and the choice is kept in this browser', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await settle(page);
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('button', { name: /Auto theme/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

  await theme.getByRole('button', { name: 'Dark theme' }).click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(theme.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload(); // kept
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/about'); // and everywhere
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Light theme' }).click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  // Auto follows the system preference.
  await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: /Auto theme/ }).click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('auto');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('the signed-in layouts offer the same switch and share the stored choice', async ({ page }) => {
  const user = await createUser({ verify: true });
  await logInBrowser(page, user);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark theme' }).click();
  await page.goto('/dashboard');
  await settle(page);
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  await theme.getByRole('button', { name: 'Light theme' }).click();
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.goto('/account');
  await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
});
