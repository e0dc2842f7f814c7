import { messages } from '@inkpace/contracts/messages';
import { api, createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { auditPage, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eState } from './support/state.ts';

/** What the API answers to a request made with the token, as an editor plugin would send it. */
async function pingWith(token: string): Promise<number> {
  const res = await fetch(`${e2eState().baseURL}/api/v1/ping/api-token`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

test('create an API key, see its token once, use it, list it, delete it', async ({ page, baseURL }) => {
  const user = await createUser({ verify: true });
  await logInBrowser(page, user);
  await page.goto('/account/api-keys');
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no API keys yet.')).toBeVisible();

  // Step 1: name and expiry.
  await page.getByRole('link', { name: 'New API Key' }).click();
  await expect(page).toHaveURL(`${baseURL}/account/api-keys/new`);
  const create = page.getByRole('button', { name: 'Create API Key' });
  await expect(create).toBeDisabled(); // invalid until named
  await page.getByRole('textbox', { name: 'Name' }).fill('Editor plugin');
  await page.getByRole('radio', { name: 'Never' }).check();
  await create.click();

  // Step 2: the token, once.
  await expect(page.getByRole('heading', { name: /Your new API key .Editor plugin./ })).toBeVisible();
  const token = (await page.getByLabel('API key token').textContent())?.trim() ?? '';
  expect(token.length).toBeGreaterThan(20);
  expect(await pingWith(token)).toBe(200);

  // A second key with the default expiry, to see the list hold more than one.
  await page.getByRole('link', { name: 'Back to API keys' }).click();
  await expect(page).toHaveURL(`${baseURL}/account/api-keys`);
  await page.getByRole('link', { name: 'New API Key' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Backup script');
  await page.getByRole('button', { name: 'Create API Key' }).click();
  await expect(page.getByRole('heading', { name: /Your new API key .Backup script./ })).toBeVisible();
  await page.getByRole('link', { name: 'Back to API keys' }).click();

  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Editor plugin' })).toContainText('Never');
  await expect(rows.filter({ hasText: 'Backup script' })).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0); // the list never shows a token

  // Delete, with a confirmation; the token stops working at once.
  await page.getByRole('button', { name: 'Delete Editor plugin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete API key?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Editor plugin' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Backup script' })).toBeVisible();
  expect(await pingWith(token)).toBe(401);
  await page.reload();
  await expect(rows.filter({ hasText: 'Backup script' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Editor plugin' })).toHaveCount(0);
});

test('an API key name is required, with the spec message', async ({ page }) => {
  const user = await createUser({ verify: true });
  await logInBrowser(page, user);
  await page.goto('/account/api-keys/new');
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('x');
  await name.fill('');
  await expect(page.getByText('Please enter a title.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create API Key' })).toBeDisabled();
});

// Issue 27 #8: a past custom expiry typed in vanished on leaving the field, and the calendar started on Monday
// whatever the writer's week start.
test("a past custom expiry stays with its reason; the calendar starts on the writer's week start", async ({ page }) => {
  const user = await createUser({ verify: true });
  await api('PATCH', '/api/v1/me/settings', { weekStartDay: 3 }, await sessionCookie(user));
  await logInBrowser(page, user);
  await page.goto('/account/api-keys/new');
  await settle(page);
  await auditPage(page, 'new-api-key-past-expiry', async () => {
    await page.getByRole('textbox', { name: 'Name' }).fill('Old script');
    await page.getByRole('radio', { name: 'On a date' }).check();
    const date = page.getByRole('textbox', { name: 'Expiration date' });
    await date.fill('2020-01-01');
    await date.press('Tab');
    await expect(page.getByText(messages.validation.apiKeyExpiryPast)).toBeVisible();
    await expect(date).toHaveValue('2020-01-01');
    await expect(page.getByRole('button', { name: 'Create API Key' })).toBeDisabled();
  });
  await page.getByRole('textbox', { name: 'Expiration date' }).click();
  await expect(page.locator('.mantine-DateInput-weekday').first()).toHaveText('We');
});
