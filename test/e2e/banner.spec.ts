import { api, createUser, makeAdmin, sessionCookie } from './support/accounts.ts';
import { checkA11y, screenshot, SCHEMES, setTheme, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';

test('a visitor sees a banner, dismisses it, and it stays dismissed after a reload', async ({ page, browser, baseURL }) => {
  const admin = await createUser({ verify: true, prefix: 'admin' });
  await makeAdmin(admin);
  const cookie = await sessionCookie(admin);
  const message = `Scheduled maintenance on Sunday (${Date.now().toString(36)})`;
  const showUntil = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const { data: banner } = await api<{ id: number; uuid: string }>('POST', '/api/admin/banner', { message, icon: 'campaign', color: 'warning', showUntil, enabled: true }, cookie);
  try {
    await page.goto('/');
    await settle(page);
    const shown = page.getByRole('region', { name: 'Announcements' }).getByRole('note').filter({ hasText: message });
    await expect(shown).toBeVisible();
    for (const scheme of SCHEMES) {
      await setTheme(page, scheme);
      await expect(shown).toBeVisible();
      await checkA11y(page, `home with a banner (${scheme})`);
      await screenshot(page, 'home-with-banner', scheme);
    }

    await shown.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(shown).toHaveCount(0);
    await page.reload();
    await settle(page);
    await expect(page.getByText(message)).toHaveCount(0);
    await page.goto('/about'); // dismissed everywhere, not just on one page
    await settle(page);
    await expect(page.getByText(message)).toHaveCount(0);

    // The dismissal belongs to that browser: another one still sees the banner.
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await expect(otherPage.getByRole('note').filter({ hasText: message })).toBeVisible();
    await other.close();
  } finally {
    // Banners show to every visitor: take it down so other pages' checks and screenshots do not see it.
    await api('DELETE', `/api/admin/banner/${banner.id}`, undefined, cookie);
  }
});
