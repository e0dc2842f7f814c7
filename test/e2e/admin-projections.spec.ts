import { createUser, logInBrowser, makeAdmin } from './support/accounts.ts';
import { auditPage, settle } from './support/a11y.ts';
import { openUserMenu } from './support/menus.ts';
import { expect, test } from './support/fixtures.ts';

/** Ops on the admin projections page: every read model's status, and a rebuild started and followed to its end. */
test('an admin sees each projection, rebuilds one and follows it to the end; the page passes axe in light and dark', async ({ page }) => {
  const admin = await createUser({ verify: true, prefix: 'admin' });
  await makeAdmin(admin);
  await logInBrowser(page, admin);
  // An administrator reaches the admin pages from the user menu.
  await page.goto('/dashboard');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await page.getByRole('link', { name: 'Projections' }).click();
  await expect(page.getByRole('heading', { name: 'Projections', level: 1 })).toBeVisible();
  for (const name of ['accounts', 'banners', 'progress', 'leaderboards', 'audit', 'activity']) {
    await expect(page.getByRole('row').filter({ hasText: name }).first()).toBeVisible();
  }
  const banners = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Rebuild banners' }) });
  await expect(banners.getByText(/pid \d+/)).toBeVisible();

  await banners.getByRole('button', { name: 'Rebuild banners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rebuild projections' });
  await expect(dialog).toContainText('You are about to rebuild banners from the whole event log.');
  await dialog.getByRole('button', { name: 'Rebuild' }).click();
  await expect(page.getByText('Rebuild started: banners.')).toBeVisible();
  // The page follows the rebuild until it is done (a projector claims the request within a second or so).
  await expect(banners.getByText(/Rebuilt by an admin at .*: [\d,]+ events/)).toBeVisible({ timeout: 30_000 });
  await expect(banners.getByRole('button', { name: 'Rebuild banners' })).toBeEnabled();

  await settle(page);
  await auditPage(page, 'admin-projections');
});

test('a writer who is not an admin is sent to the dashboard', async ({ page, baseURL }) => {
  const writer = await createUser({ verify: true });
  await logInBrowser(page, writer);
  await page.goto('/admin/projections');
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
});
