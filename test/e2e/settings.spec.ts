import { COVER_FIELD } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { addDays } from '@inkpace/contracts/rules/dates';
import { api, createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { auditPage, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eState } from './support/state.ts';
import { coverPng, createProject, logTally } from './support/projects.ts';

// The server counts "today" in the writer's zone: UTC here, as the browser's.
test.use({ timezoneId: 'UTC' });

const utcToday = (): string => new Date().toISOString().slice(0, 10);

/** Uploads a cover as the API does it for a browser (multipart, the contracts' field). */
async function uploadCover(cookie: string, projectId: number): Promise<void> {
  const form = new FormData();
  form.append(COVER_FIELD, new Blob([new Uint8Array(await coverPng())], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${e2eState().baseURL}/api/v1/project/${projectId}/cover`, { method: 'POST', headers: { cookie }, body: form });
  if (!res.ok) throw new Error(`cover upload: ${res.status} ${await res.text()}`);
}

test('settings: covers, streaks, week start and the lifetime balance change every page at once, without a reload', async ({ page }) => {
  const today = utcToday();
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await api('PATCH', '/api/v1/me/settings', { timeZone: 'UTC' }, cookie);
  const project = await createProject(cookie, { title: 'Salt and Iron', phase: 'drafting' });
  await uploadCover(cookie, project.id);
  await logTally(cookie, { date: addDays(today, -1), workId: project.id, measure: 'word', count: 400 });
  await logTally(cookie, { date: today, workId: project.id, measure: 'word', count: 600 });

  await logInBrowser(page, user);
  const main = page.getByRole('main');
  const firstWeekday = main.getByRole('group', { name: 'Your activity' }).getByTestId('heat-map-weekday').first();

  // Before: the cover on the tile and the page, the streaks on the dashboard, weeks from Sunday.
  await page.goto('/projects');
  await settle(page);
  await expect(main.locator('img[src*="cover"]')).toHaveCount(1);
  await page.goto('/dashboard');
  await settle(page);
  await expect(main.getByRole('region', { name: 'Writing Streaks' })).toBeVisible();
  await expect(firstWeekday).toHaveText('Sun');

  // The settings page, from the user menu (it said "Soon").
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await settle(page);
  await auditPage(page, 'settings');

  const preferences = main.getByRole('form', { name: 'Preferences' });
  await preferences.getByRole('switch', { name: /Show project covers/ }).click();
  await preferences.getByRole('switch', { name: /Show writing streaks/ }).click();
  await preferences.getByRole('combobox', { name: /Week starts on/ }).selectOption('Monday');
  await preferences.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.success.saved)).toBeVisible();
  await expect(preferences.getByRole('button', { name: 'Save' })).toBeDisabled();

  const balance = main.getByRole('form', { name: 'Lifetime starting balance' });
  await balance.getByRole('button', { name: 'Add a balance' }).click();
  await balance.getByRole('textbox', { name: 'Starting words' }).fill('20000');
  await balance.getByRole('button', { name: 'Save' }).click();
  await expect(balance.getByRole('button', { name: 'Save' })).toBeDisabled();

  // After, through the app's own links (no reload): every page follows.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Back to the Dashboard' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(firstWeekday).toHaveText('Mon');
  await expect(main.getByRole('region', { name: 'Writing Streaks' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(main.getByRole('link', { name: /Salt and Iron/ }).first()).toBeVisible();
  await expect(main.locator('img[src*="cover"]')).toHaveCount(0);
  await main.getByRole('link', { name: /Salt and Iron/ }).first().click();
  await expect(main.getByRole('heading', { level: 1, name: 'Salt and Iron' })).toBeVisible();
  await expect(main.locator('img[src*="cover"]')).toHaveCount(0);
  await expect(main.getByRole('group', { name: 'Activity on Salt and Iron' }).getByTestId('heat-map-weekday').first()).toHaveText('Mon');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stats' }).click();
  await expect(main.getByText('21,000 words').first()).toBeVisible();
  await expect(main.getByTestId('heat-map-weekday').first()).toHaveText('Mon');

  // Stored: a fresh load shows the same.
  await page.goto('/account/settings');
  await settle(page);
  await expect(main.getByRole('switch', { name: /Show project covers/ })).not.toBeChecked();
  await expect(main.getByRole('switch', { name: /Show writing streaks/ })).not.toBeChecked();
  await expect(main.getByRole('combobox', { name: /Week starts on/ })).toHaveValue('1');
  await expect(main.getByRole('textbox', { name: 'Starting words' })).toHaveValue('20,000');
});

test('the account page no longer holds Your Day: it is on the settings page', async ({ page }) => {
  const user = await createUser({ verify: true });
  await logInBrowser(page, user);
  await page.goto('/account');
  await settle(page);
  await expect(page.getByRole('form', { name: 'Account info' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your day' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('form', { name: 'Your day' })).toBeVisible();
});
