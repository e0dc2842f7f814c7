import { messages } from '@inkpace/contracts/messages';
import { expect, test } from './support/fixtures.ts';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(messages.notFoundPage)).toBeVisible();
  await expect(page).toHaveTitle(/Not Found/);
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a verification link that is not a UUID redirects to /', async ({ page, baseURL }) => {
  await page.goto('/verify-email/not-a-uuid');
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a reset link that is not a UUID redirects to /', async ({ page, baseURL }) => {
  await page.goto('/reset-password/not-a-uuid');
  await expect(page).toHaveURL(`${baseURL}/`);
});
