import { messages } from '@inkpace/contracts/messages';
import { addDays } from '@inkpace/contracts/rules/dates';
import { api, createUser, sessionCookie } from './support/accounts.ts';
import { auditPage, screenshotAt, setTheme, settle, VIEWPORTS } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject } from './support/projects.ts';

test.use({ timezoneId: 'UTC' });

const utcToday = (): string => new Date().toISOString().slice(0, 10);
const NAME = 'Ann <b>"Q" & co</b>';
const HIDDEN = 'Secret Diary zq81';
const NOTE = 'private note zq82';

/** A writer showing a project and two goals, hiding a project, with a lifetime balance and months of progress. */
async function publicWriter(): Promise<string> {
  const today = utcToday();
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  await api('PATCH', '/api/v1/me', { displayName: NAME }, cookie);
  await api('PATCH', '/api/v1/me/settings', { timeZone: 'UTC', weekStartDay: 1, enablePublicProfile: true, lifetimeStartingBalance: { word: 20_000, chapter: 4 } }, cookie);
  const novel = await createProject(cookie, { title: 'The Glass Orchard', phase: 'drafting', startingBalance: { word: 3000 }, displayOnProfile: true });
  const diary = await createProject(cookie, { title: HIDDEN, phase: 'drafting', displayOnProfile: false });
  const entries: Array<{ date: string; workId: number; measure: string; count: number; note?: string }> = [];
  for (let back = 200; back >= 0; back--) {
    const seed = (back * 7919) % 97;
    if (back > 4 && seed % 3 === 0) continue;
    entries.push({ date: addDays(today, -back), workId: novel.id, measure: 'word', count: 150 + ((seed * 37) % 1500), note: NOTE });
    if (seed % 7 === 0) entries.push({ date: addDays(today, -back), workId: diary.id, measure: 'time', count: 30, note: NOTE });
  }
  await api('POST', '/api/v1/tally/batch', entries, cookie);
  await api('POST', '/api/v1/goal/batch', [
    { title: 'Finish the first draft', type: 'target', parameters: { threshold: { measure: 'word', count: 120_000 } }, startDate: addDays(today, -60), endDate: addDays(today, 60), displayOnProfile: true, workIds: [novel.id] },
    { title: 'Write most days', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null }, startDate: addDays(today, -30), displayOnProfile: true },
    { title: 'Hidden goal zq83', type: 'habit', parameters: { cadence: { unit: 'week', period: 1 }, threshold: null }, displayOnProfile: false },
  ], cookie);
  return user.username;
}

test('a profile viewed signed out: preview tags in the served page, the page itself, axe in light and dark', async ({ page }) => {
  test.slow();
  const username = await publicWriter();

  // What a link preview reads: the HTML the server sends for /@username, before any script runs.
  const html = await (await page.request.get(`/@${username}`)).text();
  expect(html).toContain('<meta property="og:title" content="Ann &lt;b&gt;&quot;Q&quot; &amp; co&lt;/b&gt; (@');
  expect(html).toContain('<meta name="twitter:card" content="summary">');
  expect(html).toMatch(/<meta property="og:description" content="Ann &lt;b&gt;&quot;Q&quot; &amp; co&lt;\/b&gt; has logged [\d,]+ words, [\dh m]+, 4 chapters on Inkpace\.">/);
  expect(html).not.toContain('<b>');
  expect(html).not.toContain(HIDDEN);

  await page.goto(`/@${username}`);
  await settle(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(main.getByLabel(`Lifetime totals of ${NAME}`)).toContainText('4 chapters');
  await expect(main.getByRole('group', { name: `Activity of ${NAME}` })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(3);
  await expect(main.getByRole('article', { name: 'The Glass Orchard' })).toBeVisible();
  await expect(main.getByText(HIDDEN)).toHaveCount(0);
  await expect(main.getByText(NOTE)).toHaveCount(0);
  await expect(page).toHaveTitle(/Ann <b>"Q" & co<\/b> \(@/);
  await auditPage(page, 'profile');

  // Opened on a phone, the map starts scrolled to its latest weeks (the audit's phone shots resize an open page).
  await setTheme(page, 'light');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`/@${username}`);
  await settle(page);
  const scroller = main.getByRole('group', { name: `Activity of ${NAME}` }).getByRole('region');
  await expect.poll(() => scroller.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  await screenshotAt(page, 'profile-opened-on-phone', 'light', 'phone');
});

test('a profile that is not there is the friendly 404 page, passing axe', async ({ page }) => {
  const user = await createUser({ verify: false });
  // Signed up, profile left off: the same page as a name nobody has.
  for (const name of [user.username, 'nobodyzq84']) {
    // The served page says nothing of the writer either: no preview tags, the app's own title.
    const html = await (await page.request.get(`/@${name}`)).text();
    expect(html).not.toContain('og:title');
    expect(html).toContain('<title>Inkpace</title>');
    await page.goto(`/@${name}`);
    await settle(page);
    await expect(page.getByText(messages.notFoundPage)).toBeVisible();
  }
  await auditPage(page, 'profile-not-found');
});
