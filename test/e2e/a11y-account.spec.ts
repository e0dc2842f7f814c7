import { api, createUser, logInBrowser, makeAdmin, sessionCookie } from './support/accounts.ts';
import { auditPage, checkA11y, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';

/** Every signed-in page in light and dark: no serious or critical axe violations; screenshots of each. */
const pages = [
  { name: 'dashboard', path: '/dashboard', heading: 'Dashboard' },
  { name: 'account', path: '/account', heading: 'Account' },
  { name: 'api-keys', path: '/account/api-keys', heading: 'API Keys' },
  { name: 'new-api-key', path: '/account/api-keys/new', heading: 'New API Key' },
];

for (const { name, path, heading } of pages) {
  test(`account page ${path} passes axe in light and dark`, async ({ page }) => {
    const user = await createUser({ verify: true });
    if (name === 'api-keys') {
      // A list with something in it: one key that never expires, one that does.
      const cookie = await sessionCookie(user);
      await api('POST', '/api/v1/api-key', { name: 'Editor plugin', expiresAt: null }, cookie);
      await api('POST', '/api/v1/api-key', { name: 'Backup script', expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString() }, cookie);
    }
    await logInBrowser(page, user);
    await page.goto(path);
    await settle(page);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await auditPage(page, name);
  });
}

// Issue 27 #8: the time zone list named zones without their offsets.
test("the time zone list shows each zone's offset today, found by city", async ({ page }) => {
  const user = await createUser({ verify: true });
  await logInBrowser(page, user);
  await page.goto('/account/settings');
  await settle(page);
  await auditPage(page, 'account-time-zones', async () => {
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.click();
    await zone.fill('europe/');
    await expect(page.getByRole('option', { name: /^\(UTC\+0[12]:00\) Europe\/Berlin$/ })).toBeVisible();
    await page.waitForTimeout(300); // the list's opening transition
  });
});

// Issue 12 #16: axe also while a page loads (the loader was a span with a prohibited aria-label).
test('a page still loading passes axe: the loader is a status region named "Loading"', async ({ page }) => {
  const user = await createUser({ verify: true });
  await logInBrowser(page, user);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/v1/me', async (route) => { await held; await route.continue(); });
  await page.goto('/account');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeAttached();
  await checkA11y(page, 'account while loading');
  release();
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
});

test('the dashboard of an unverified user (with its warning) passes axe in light and dark', async ({ page }) => {
  const user = await createUser();
  await logInBrowser(page, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your email address is not verified' })).toBeVisible();
  await auditPage(page, 'dashboard-unverified');
});

test('the admin page passes axe in light and dark (as an administrator)', async ({ page, baseURL }) => {
  const admin = await createUser({ verify: true, prefix: 'admin' });
  await makeAdmin(admin);
  await logInBrowser(page, admin);
  await page.goto('/admin');
  await settle(page);
  await expect(page).toHaveURL(`${baseURL}/admin`);
  await auditPage(page, 'admin');
});

test('a non-admin is sent from /admin to the dashboard', async ({ page, baseURL }) => {
  const user = await createUser({ verify: true });
  await logInBrowser(page, user);
  await page.goto('/admin');
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
});

test('a signed-out visit to /admin goes to login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login(\?|$)/);
});
