import type { Page } from '@playwright/test';

/** Opens the signed-in layouts' user menu (its button is named "<name>, user menu…"). */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /, user menu/ }).click();
}

/** Logs out the way a user does: user menu, then Log Out. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
}
