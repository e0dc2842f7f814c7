import { messages } from '@inkpace/contracts/messages';
import { API_KEYS_PER_WRITER } from '@inkpace/contracts/rules/limits';
import { auditPage } from './support/a11y.ts';
import { api, createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

test('at the key limit, the API keys page turns New API Key off and says why', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  for (let i = 1; i <= API_KEYS_PER_WRITER; i++) await api('POST', '/api/v1/api-key', { name: `Script ${i}`, expiresAt: null }, cookie);
  await logInBrowser(page, user);
  await page.goto('/account/api-keys');
  await expect(page.getByText(messages.errors.apiKeyLimit)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New API Key' })).toBeDisabled();
  await auditPage(page, 'api-keys-at-limit');

  // Deleting one makes room again.
  await page.getByRole('button', { name: 'Delete Script 1', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete API key?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: 'New API Key' })).toBeVisible();
  await expect(page.getByText(messages.errors.apiKeyLimit)).toHaveCount(0);
});
