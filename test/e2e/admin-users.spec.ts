import type { Page } from '@playwright/test';
import { api, createUser, logInBrowser, makeAdmin, sessionCookie, type TestUser } from './support/accounts.ts';
import { auditPage, screenshot, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject } from './support/projects.ts';

/** Whether `user` can log in right now (a suspended or deleted account cannot). */
async function canLogIn(user: TestUser): Promise<boolean> {
  return api('POST', '/api/auth/login', { username: user.username, password: user.password }).then(() => true, () => false);
}

/** An administrator, logged in in this browser, and an API session of theirs. */
async function adminIn(page: Page): Promise<{ admin: TestUser; cookie: string }> {
  const admin = await createUser({ verify: true, prefix: 'admin' });
  await makeAdmin(admin);
  await logInBrowser(page, admin);
  return { admin, cookie: await sessionCookie(admin) };
}

/** The id of the user named `username`, found the way the page finds them. */
async function userId(cookie: string, username: string): Promise<number> {
  const { data } = await api<{ users: Array<{ id: number; username: string }> }>('GET', `/api/admin/user?search=${username}`, undefined, cookie);
  const id = data.users.find((u) => u.username === username)?.id;
  if (id === undefined) throw new Error(`no user ${username}`);
  return id;
}

/** How many events the user's audit trail holds now. */
const historyLength = async (cookie: string, id: number): Promise<number> =>
  (await api<{ auditEvents: unknown[] }>('GET', `/api/admin/user/${id}`, undefined, cookie)).data.auditEvents.length;

/** Waits until the audit trail (not awaited by commands) holds at least `count` events of the user; returns how many. */
async function historyHolds(cookie: string, id: number, count: number): Promise<number> {
  await expect.poll(() => historyLength(cookie, id)).toBeGreaterThanOrEqual(count);
  return historyLength(cookie, id);
}

/** Confirms the open dialog's action, typing the username first when the dialog asks for it. */
async function confirmAction(page: Page, action: string, options: { reason?: string; username?: string } = {}): Promise<void> {
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (options.reason) await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(options.reason);
  if (options.username) await dialog.getByRole('textbox', { name: 'Username' }).fill(options.username);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

const profileState = (page: Page) => page.getByRole('region', { name: 'Profile' });

test('an admin finds a writer, suspends, activates, deletes and restores them; the history shows it all', async ({ page, baseURL }) => {
  const { admin } = await adminIn(page);
  const writer = await createUser({ prefix: 'writer' });
  expect(await canLogIn(writer)).toBe(true); // a log-in for the history

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(writer.username.toUpperCase());
  await expect(page).toHaveURL(`${baseURL}/admin/users?search=${writer.username.toUpperCase()}`);
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the writer: the search ignores case
  await expect(page.getByRole('status').filter({ hasText: 'Users 1–1 of 1' })).toBeVisible();
  await expect(rows.nth(1)).toContainText(writer.email);
  await expect(rows.nth(1)).toContainText('Not verified');
  await expect(rows.nth(1)).toContainText('Active');

  await page.getByRole('link', { name: writer.username }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/[0-9]+$`));
  await expect(page.getByRole('heading', { name: writer.username, level: 1 })).toBeVisible();
  await expect(profileState(page)).toContainText('Active');

  await confirmAction(page, 'Suspend', { reason: 'e2e: spam reports' });
  await expect(page.getByText(`${writer.username} has been suspended.`)).toBeVisible();
  await expect(profileState(page)).toContainText('Suspended');
  await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button')).toHaveText(['Activate']);
  expect(await canLogIn(writer)).toBe(false);

  await confirmAction(page, 'Activate');
  await expect(profileState(page)).toContainText('Active');
  expect(await canLogIn(writer)).toBe(true);

  // Deleting asks for the username, typed exactly: a wrong case keeps the button off.
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${writer.username}?` });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(writer.username.toUpperCase());
  await expect(dialog.getByText('You must type the username exactly.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
  await screenshot(page, 'admin-user-delete-dialog', 'light');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await confirmAction(page, 'Delete', { username: writer.username });
  await expect(profileState(page)).toContainText('Deleted');
  expect(await canLogIn(writer)).toBe(false);

  await confirmAction(page, 'Restore', { username: writer.username, reason: 'e2e: appeal accepted' });
  await expect(profileState(page)).toContainText('Active');
  expect(await canLogIn(writer)).toBe(true);

  // The history: sign-up and log-ins by the writer, the four changes by the administrator with their reasons.
  const events = page.getByRole('list', { name: 'Events, newest first' }).getByRole('listitem');
  const byAdmin = events.filter({ hasText: `By Administrator ${admin.username}` });
  await expect(byAdmin).toHaveCount(4);
  await expect(byAdmin.first()).toContainText('Reason: e2e: appeal accepted');
  await expect(byAdmin.first()).toContainText(/from deleted\s*→\s*to active/);
  await expect(byAdmin.last()).toContainText('Reason: e2e: spam reports');
  await expect(events.filter({ hasText: 'Signed up' })).toContainText(`By ${writer.username}`);
  await expect(events.filter({ hasText: 'Logged in' }).first()).toContainText('via Web');

  // Filters go to the server: only the administrator's state changes.
  await page.getByRole('combobox', { name: 'Event types' }).click();
  await page.getByRole('option', { name: 'Account state changed' }).click();
  await page.keyboard.press('Escape');
  await expect(events).toHaveCount(4);

  // Back to the list: the search is still there.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/admin/users?search=${writer.username.toUpperCase()}`);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(writer.username.toUpperCase());
  await expect(rows.nth(1)).toContainText('Active');
  await page.reload();
  await expect(page.getByRole('link', { name: writer.username })).toBeVisible();
});

test('the history loads older events as its end comes into view', async ({ page }) => {
  const { cookie } = await adminIn(page);
  const writer = await createUser({ verify: true, prefix: 'busy' });
  const writerCookie = await sessionCookie(writer);
  const project = await createProject(writerCookie, { title: 'Long Haul', phase: 'drafting' });
  const entries = Array.from({ length: 60 }, (_, i) => ({ date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`, workId: project.id, measure: 'word', count: 100 + i }));
  await api('POST', '/api/v1/tally/batch', entries, writerCookie);
  const id = await userId(cookie, writer.username);
  // The sign-up, its verification (asked and done), a log-in, the project and 60 entries: more than a page of 50.
  const total = await historyHolds(cookie, id, 65);
  await page.goto(`/admin/users/${id}`);
  const events = page.getByRole('list', { name: 'Events, newest first' }).getByRole('listitem');
  await expect(events).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect(events).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(events.last()).toContainText('Signed up');
});

test('an unknown or non-numeric user id shows the 404 page; a non-admin is sent to the dashboard', async ({ page, baseURL }) => {
  await adminIn(page);
  await page.goto('/admin/users/1999999999');
  await expect(page.getByText("Not sure why you're here. Maybe you're meant to be somewhere else?")).toBeVisible();
  await page.goto('/admin/users/abc');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();

  const other = await page.context().browser()?.newContext({ baseURL });
  if (!other) throw new Error('no browser');
  const writerPage = await other.newPage();
  await logInBrowser(writerPage, await createUser({ verify: true }));
  for (const path of ['/admin/users', '/admin/users/1']) {
    await writerPage.goto(path);
    await expect(writerPage).toHaveURL(`${baseURL}/dashboard`);
  }
  await other.close();
});

test('the users list and a user page pass axe in light and dark', async ({ page }) => {
  const { cookie } = await adminIn(page);
  const writer = await createUser({ prefix: 'shown' });
  expect(await canLogIn(writer)).toBe(true);
  // A name as long as allowed (24 characters), with its address, crowds the table: every badge still shows its words.
  await createUser({ username: `longest${Date.now().toString(36)}`.padEnd(24, 'x') });
  const id = await userId(cookie, writer.username);
  await api('PATCH', `/api/admin/user/${id}/state`, { state: 'suspended', reason: 'Posting spam in leaderboard descriptions' }, cookie);
  await historyHolds(cookie, id, 4);

  await page.goto('/admin/users');
  await settle(page);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await auditPage(page, 'admin-users');

  await page.goto(`/admin/users/${id}`);
  await settle(page);
  await expect(page.getByRole('list', { name: 'Events, newest first' }).getByRole('listitem').filter({ hasText: 'Account state changed' })).toBeVisible();
  await auditPage(page, 'admin-user');
});
