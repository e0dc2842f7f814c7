import { api, createUser, logInBrowser, makeAdmin, sessionCookie } from './support/accounts.ts';
import { auditPage, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';

/** Today's count in a daily series, as the API answers it (UTC days). */
async function signupsToday(cookie: string): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const { data } = await api<{ date: string; count: number }[]>('GET', '/api/admin/stats/daily-signups', undefined, cookie);
  return data.find((d) => d.date === today)?.count ?? 0;
}

const number = (text: string | null): number => Number((text ?? '').replace(/[^0-9]/g, ''));

test('an admin opens Stats and sees the counts and charts of real sign-ups', async ({ page, baseURL }) => {
  const admin = await createUser({ verify: true, prefix: 'admin' });
  await createUser({ verify: true });
  await createUser();
  await makeAdmin(admin);
  const cookie = await sessionCookie(admin);
  // The activity read model follows the log on its own (no command waits for it): wait for these three sign-ups.
  await expect.poll(() => signupsToday(cookie), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

  await logInBrowser(page, admin);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Stats' }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/stats`);
  await settle(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();

  const tiles = main.getByRole('region', { name: 'Users' });
  const tile = (label: string) => tiles.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  expect(number(await tile('Active accounts').textContent())).toBeGreaterThanOrEqual(3);
  expect(number(await tile('Verified accounts').textContent())).toBeGreaterThanOrEqual(2);
  expect(number(await tile('Signed up in the last 30 days').textContent())).toBeGreaterThanOrEqual(3);
  expect(number(await tile('Signed up in the last 7 days').textContent())).toBeGreaterThanOrEqual(3);

  for (const name of ['Weekly active users', 'Weekly sign-ups', 'Daily active users', 'Daily sign-ups']) {
    const chart = main.getByRole('figure', { name });
    await expect(chart.locator('canvas')).toHaveCount(1);
    await expect(chart.locator('figcaption')).toContainText(/Latest (day|week): [0-9,]+ /);
  }
  const daily = main.getByRole('figure', { name: 'Daily sign-ups' });
  expect(number((await daily.locator('figcaption p').textContent())?.split('Latest day:')[1] ?? '')).toBeGreaterThanOrEqual(3);

  // The keyboard reads the chart: focus starts on the latest day, the arrow keys move.
  const reader = daily.getByRole('group', { name: 'Daily sign-ups chart: use the arrow keys to read each day' });
  await reader.focus();
  await expect(reader).toContainText(/: [0-9,]+ sign-ups?/);
  await page.keyboard.press('Home');
  await expect(reader).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}: [0-9,]+ sign-ups?/);

  await auditPage(page, 'admin-stats');
});

test('a writer who is not an administrator is sent from Stats and Banners to the dashboard', async ({ page, baseURL }) => {
  const writer = await createUser({ verify: true });
  await logInBrowser(page, writer);
  for (const path of ['/admin/stats', '/admin/banners']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
  }
});
