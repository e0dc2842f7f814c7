import { messages } from '@inkpace/contracts/messages';
import { createUser } from './support/accounts.ts';
import { auditPage, checkA11y, presetTheme, screenshot, SCHEMES, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { linkFromMail } from './support/mail.ts';

/** Every public page in light and dark: no serious or critical axe violations; screenshots of each. */
const pages: Array<{ name: string; path: string; ready?: string | RegExp }> = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'changelog', path: '/changelog' },
  { name: 'privacy', path: '/privacy' },
  { name: 'contact', path: '/contact' },
  { name: 'maintenance', path: '/maintenance' },
  { name: 'signup', path: '/signup', ready: 'Sign Up' },
  { name: 'login', path: '/login', ready: 'Log In' },
  { name: 'send-reset-password', path: '/reset-password', ready: 'Reset Password' },
  { name: 'not-found', path: '/this/page/does/not/exist' },
];

for (const { name, path, ready } of pages) {
  test(`public page ${path} passes axe in light and dark`, async ({ page }) => {
    await page.goto(path);
    await settle(page);
    if (ready) await expect(page.getByRole('heading', { name: ready, level: 1 })).toBeVisible();
    if (name === 'not-found') await expect(page.getByText(messages.notFoundPage)).toBeVisible();
    await auditPage(page, name);
  });
}

test('a reset link page passes axe in light and dark', async ({ page }) => {
  const user = await createUser();
  await page.request.post('/api/auth/reset-password', { data: { username: user.username } });
  await page.goto(await linkFromMail(user.email, '/reset-password/', { subject: /reset/i }));
  await expect(page.getByRole('textbox', { name: 'New password' })).toBeVisible();
  await auditPage(page, 'reset-password-link');
});

test('a verify link page passes axe in light and dark', async ({ browser, baseURL }) => {
  // The page verifies on load and leaves for /login after 2 seconds, so each scheme gets its own user and link,
  // and once the message shows the page's history calls are stubbed: the checks see the page, not the redirect.
  // (Pausing the page's clock instead would also stall axe, which runs on timers.)
  for (const scheme of SCHEMES) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await presetTheme(page, scheme);
    const user = await createUser();
    await page.goto(await linkFromMail(user.email, '/verify-email/', { subject: /verify/i }));
    await expect(page.getByText(messages.success.emailVerified)).toBeVisible();
    await page.evaluate(() => {
      history.pushState = () => undefined;
      history.replaceState = () => undefined;
    });
    await expect(page).toHaveURL(/\/verify-email\//);
    await checkA11y(page, `verify-email-link (${scheme})`);
    await screenshot(page, 'verify-email-link', scheme);
    await context.close();
  }
});

test('a used or unknown verify link shows the spec error and passes axe', async ({ page }) => {
  await page.goto('/verify-email/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(messages.errors.verifyLinkInvalid)).toBeVisible();
  await auditPage(page, 'verify-email-invalid');
});
