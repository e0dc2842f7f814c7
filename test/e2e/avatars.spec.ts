import { AVATARS_PATH } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { logInBrowser } from './support/accounts.ts';
import { auditPage, settle } from './support/a11y.ts';
import { boardWriter, seedRaceBoard } from './support/boards.ts';
import { expect, test } from './support/fixtures.ts';

// Two pages audited in two schemes at two sizes, on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });

/** An SVG (drawn by the server into a WebP, as every upload is): a face easy to tell from initials in a screenshot. */
const avatarSvg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
  <rect width="240" height="240" fill="#f59f00"/><circle cx="120" cy="100" r="52" fill="#7048e8"/>
  <rect x="48" y="164" width="144" height="76" rx="38" fill="#7048e8"/><script>alert(1)</script></svg>`);

test('upload an avatar on the account page, see it in the menu, on the board tile and in the standings; remove it', async ({ page }) => {
  const ada = await boardWriter('avatar', 'Ada Lovelace');
  const { uuid, title } = await seedRaceBoard(ada);
  await logInBrowser(page, ada.user);
  await page.goto('/account');
  await settle(page);
  const menu = page.getByRole('banner').getByRole('button', { name: /user menu/ });
  const section = page.getByRole('main').getByRole('region', { name: 'Avatar' });
  // No avatar yet: initials, in the menu and on the page.
  await expect(menu.locator('img')).toHaveCount(0);
  await expect(menu).toContainText('AL');
  await expect(section.getByRole('button', { name: 'Remove' })).toBeDisabled();

  await section.getByLabel('Avatar image').setInputFiles({ name: 'ada.svg', mimeType: 'image/svg+xml', buffer: avatarSvg });
  await expect(page.getByText(messages.success.avatarUploaded)).toBeVisible();
  const inMenu = menu.locator(`img[src^="${AVATARS_PATH}/"]`);
  await expect(inMenu).toBeVisible();
  // The browser really loaded the stored (rasterised) image.
  await expect.poll(() => inMenu.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const src = (await inMenu.getAttribute('src')) ?? '';
  expect(src).toMatch(/\.webp$/);
  await expect(section.locator(`img[src="${src}"]`)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remove' })).toBeEnabled();
  await auditPage(page, 'avatar-account');

  // The boards list's tile and the board's standings and roster show the same picture.
  await page.goto('/leaderboards');
  await settle(page);
  const tile = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  await expect(tile.locator(`img[src="${src}"]`)).toBeVisible();
  await auditPage(page, 'avatar-leaderboards');
  await page.goto(`/leaderboards/${uuid}`);
  await settle(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('row').filter({ hasText: 'Ada Lovelace' }).first().locator(`img[src="${src}"]`)).toBeVisible();
  const roster = main.getByRole('list', { name: /^Participants/ });
  await expect(roster.getByRole('listitem').filter({ hasText: 'Ada Lovelace' }).locator(`img[src="${src}"]`)).toBeVisible();
  // The other writers have none: their initials.
  await expect(main.getByRole('row').filter({ hasText: 'Bram Stoker' }).first().locator('img')).toHaveCount(0);
  await auditPage(page, 'avatar-board');

  // Remove: back to initials everywhere, and the file is gone.
  await page.goto('/account');
  await settle(page);
  await section.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(messages.success.avatarRemoved)).toBeVisible();
  await expect(menu.locator('img')).toHaveCount(0);
  await expect(section.locator('img')).toHaveCount(0);
  expect((await page.request.get(src)).status()).toBe(404);
  await page.goto('/leaderboards');
  await settle(page);
  await expect(tile.locator('img')).toHaveCount(0);
});
