import type { Page } from '@playwright/test';
import { messages } from '@inkpace/contracts/messages';
import { api, createUser, logInBrowser, makeAdmin, sessionCookie } from './support/accounts.ts';
import { auditPage, checkA11y, screenshot, SCHEMES, setTheme, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';

const announcement = (page: Page, text: string) => page.getByRole('region', { name: 'Announcements' }).getByRole('note').filter({ hasText: text });

test('an admin creates, edits, disables and deletes a banner, and a signed-in writer sees it come and go', async ({ page, browser, baseURL }) => {
  const admin = await createUser({ verify: true, prefix: 'admin' });
  const writer = await createUser({ verify: true });
  await makeAdmin(admin);
  const cookie = await sessionCookie(admin);
  const tag = Date.now().toString(36);
  const message = `Writing sprint on Saturday (${tag}): **prizes** for everyone`;
  const edited = `Writing sprint moved to Sunday (${tag})`;
  let bannerId: number | null = null;

  const writerContext = await browser.newContext({ baseURL });
  const writerPage = await writerContext.newPage();
  await logInBrowser(writerPage, writer);
  try {
    await logInBrowser(page, admin);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Banners' }).click();
    await expect(page).toHaveURL(`${baseURL}/admin/banners`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();

    // Create: the defaults of spec §9, a message with markdown, enabled.
    await main.getByRole('button', { name: 'New Banner' }).click();
    let dialog = page.getByRole('dialog', { name: 'New Banner' });
    await expect(dialog.getByRole('textbox', { name: 'Icon' })).toHaveValue('campaign');
    await expect(dialog.getByRole('radio', { name: 'Info' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: /^Enabled/ })).not.toBeChecked();
    const create = dialog.getByRole('button', { name: 'Create Banner' });
    await expect(create).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
    await expect(dialog.getByRole('group', { name: 'Preview' }).locator('strong', { hasText: 'prizes' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Success' }).check();
    await dialog.getByRole('switch', { name: /^Enabled/ }).check();
    await create.click();
    await expect(page.getByText(messages.success.created('The banner'))).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const row = main.getByRole('row').filter({ hasText: `(${tag})` });
    await expect(row).toContainText('Enabled');
    await expect(row).toContainText('Showing until');
    await expect(row).toContainText('Success');
    bannerId = Number((await row.getByRole('rowheader').textContent())?.replace(/\D/g, ''));
    // The admin's own pages show it at once; the writer sees it on their next page.
    await expect(announcement(page, `(${tag})`)).toBeVisible();
    await writerPage.goto('/dashboard');
    await expect(announcement(writerPage, `(${tag})`)).toContainText('prizes for everyone');

    await auditPage(page, 'admin-banners');
    for (const scheme of SCHEMES) {
      await setTheme(page, scheme);
      await main.getByRole('button', { name: `Edit banner ${bannerId}` }).click();
      await expect(page.getByRole('dialog', { name: `Edit banner ${bannerId}` })).toBeVisible();
      await settle(page);
      await checkA11y(page, `banner form (${scheme})`);
      await screenshot(page, 'admin-banner-form', scheme);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    // Edit the message: only it is sent, and the writer reads the new one.
    await main.getByRole('button', { name: `Edit banner ${bannerId}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit banner ${bannerId}` });
    const save = dialog.getByRole('button', { name: 'Save Banner' });
    await expect(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Message' }).fill(edited);
    await save.click();
    await expect(page.getByText(messages.success.edited('The banner'))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await writerPage.reload();
    await expect(announcement(writerPage, edited)).toBeVisible();

    // Disable it: listed as disabled, and gone from the writer's pages.
    await main.getByRole('button', { name: `Edit banner ${bannerId}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit banner ${bannerId}` });
    await dialog.getByRole('switch', { name: /^Enabled/ }).uncheck();
    await dialog.getByRole('button', { name: 'Save Banner' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Disabled');
    await expect(announcement(page, `(${tag})`)).toHaveCount(0);
    await writerPage.reload();
    await settle(writerPage);
    await expect(writerPage.getByText(edited)).toHaveCount(0);

    // Delete it, typing its ID.
    await main.getByRole('button', { name: `Delete banner ${bannerId}` }).click();
    dialog = page.getByRole('dialog', { name: `Delete banner ${bannerId}?` });
    const remove = dialog.getByRole('button', { name: 'Delete Banner' });
    await dialog.getByRole('textbox', { name: "Type the banner's ID to confirm" }).fill(`${bannerId}0`);
    await expect(dialog.getByText(messages.validation.typedId)).toBeVisible();
    await expect(remove).toBeDisabled();
    await dialog.getByRole('textbox', { name: "Type the banner's ID to confirm" }).fill(String(bannerId));
    await remove.click();
    await expect(page.getByText(messages.success.deleted('The banner'))).toBeVisible();
    await expect(row).toHaveCount(0);
    const { data: left } = await api<{ id: number }[]>('GET', '/api/admin/banner', undefined, cookie);
    expect(left.map((b) => b.id)).not.toContain(bannerId);
    bannerId = null;
  } finally {
    await writerContext.close();
    // Banners show to every visitor: take it down if the journey stopped half-way.
    if (bannerId !== null) await api('DELETE', `/api/admin/banner/${bannerId}`, undefined, cookie).catch(() => undefined);
  }
});
