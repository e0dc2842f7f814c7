import type { Page } from '@playwright/test';
import { messages } from '@inkpace/contracts/messages';
import { auditPage } from './support/a11y.ts';
import { api, createUser, logInBrowser, newUser, type TestUser } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { linkFromMail } from './support/mail.ts';
import { logOutThroughMenu } from './support/menus.ts';

async function logInThroughForm(page: Page, user: Pick<TestUser, 'username' | 'password'>): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('sign up, verify by the mailed link, log in, see the dashboard, log out', async ({ page, baseURL }) => {
  const user = newUser('journey');
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL(`${baseURL}/signup`);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(messages.success.signUp)).toBeVisible();
  await expect(page.getByText(messages.success.verificationMailSent)).toBeVisible(); // the next step: the mail
  await expect(page).toHaveURL(`${baseURL}/login`); // after 1 second

  const link = await linkFromMail(user.email, '/verify-email/', { subject: /verify/i });
  await page.goto(link);
  await expect(page.getByText(messages.success.emailVerified)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/login`); // after 2 seconds

  await logInThroughForm(page, user);
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your email address is not verified' })).toHaveCount(0);

  // Public pages greet a signed-in user with a way back instead of Sign Up / Log In.
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Log In', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the Dashboard' }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard`);

  await logOutThroughMenu(page);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});

test('a wrong password is refused with the spec message', async ({ page }) => {
  const user = await createUser();
  await page.goto('/login');
  await logInThroughForm(page, { username: user.username, password: 'not the password' });
  await expect(page.getByText(messages.errors.incorrectCreds)).toBeVisible();
});

test('a signed-out visit goes to login with redirectTo, and logging in lands back there', async ({ page, baseURL }) => {
  const user = await createUser({ verify: true });
  await page.goto('/account/api-keys?x=1');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('redirectTo')).toBe('/account/api-keys?x=1');
  expect(url.search).toMatch(/^\?redirectTo=%2Faccount%2Fapi-keys%3Fx%3D1$/);
  await logInThroughForm(page, user);
  await expect(page).toHaveURL(`${baseURL}/account/api-keys?x=1`);
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
});

test('sign up keeps the query string: redirectTo survives sign-up and login', async ({ page, baseURL }) => {
  const user = newUser('carry');
  await page.goto('/account?tab=1');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup\?redirectTo=/);
  await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%3Ftab%3D1$/);
  await logInThroughForm(page, user);
  await expect(page).toHaveURL(`${baseURL}/account?tab=1`);
});

test('reset a forgotten password through the mailed link', async ({ page, baseURL }) => {
  const user = await createUser({ verify: true });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password\/?$/);
  await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(messages.success.resetRequested)).toBeVisible();

  const link = await linkFromMail(user.email, '/reset-password/', { subject: /reset/i });
  await page.goto(link);
  const newPassword = 'a brand new passphrase';
  await page.getByRole('textbox', { name: 'New password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(messages.success.passwordReset)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/login`); // after 2 seconds

  await logInThroughForm(page, user); // the old password no longer works
  await expect(page.getByText(messages.errors.incorrectCreds)).toBeVisible();
  await logInThroughForm(page, { username: user.username, password: newPassword });
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
});

test('a signed-in writer who opens the verification link is verified and goes on to the dashboard', async ({ page, baseURL }) => {
  const user = await createUser();
  await logInBrowser(page, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your email address is not verified' })).toBeVisible();

  await page.goto(await linkFromMail(user.email, '/verify-email/', { subject: /verify/i }));
  await expect(page.getByText(messages.success.emailVerifiedSignedIn)).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/dashboard`); // after 2 seconds, not a login form
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your email address is not verified' })).toHaveCount(0);
});

test('a reset link used once says so as soon as it is opened again, before any password is typed', async ({ page }) => {
  const user = await createUser({ verify: true });
  await api('POST', '/api/auth/reset-password', { username: user.username });
  const link = await linkFromMail(user.email, '/reset-password/', { subject: /reset/i });
  await api('POST', `/api/auth/reset-password/${link.split('/reset-password/')[1]}`, { newPassword: 'the one that was set' });

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(messages.errors.resetLinkInvalid);
  await expect(page.getByRole('textbox', { name: 'New password' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset-password');
  await auditPage(page, 'reset-password-link-used');
});
