import { messages } from '@inkpace/contracts/messages';
import { api, logInBrowser } from './support/accounts.ts';
import { checkA11y, presetTheme, settle } from './support/a11y.ts';
import { boardScreenshots, boardWriter, createBoard, joinBoard, logWords } from './support/boards.ts';
import { expect, test } from './support/fixtures.ts';
import { utcToday } from './support/goals.ts';

test.use({ timezoneId: 'UTC' });
// The board's live stream keeps a request open, so `settle` waits out its network-idle timeout on every load.
test.setTimeout(150_000);

test('a writer’s progress shows on another writer’s open board within seconds, without a reload', async ({ browser }) => {
  const [a, b] = await Promise.all([boardWriter('livea', 'Ada Live'), boardWriter('liveb', 'Bram Live')]);
  if (!a || !b) throw new Error('writers missing');
  const board = await createBoard(a, { title: 'Live Race', measures: ['word'], goal: { word: 10000 } });
  await joinBoard(b, board.uuid);
  await logWords(a, [[0, 1000]]);

  const contextA = await browser.newContext({ timezoneId: 'UTC' });
  const contextB = await browser.newContext({ timezoneId: 'UTC' });
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  await presetTheme(pageA, 'light');
  await logInBrowser(pageA, a.user);
  await logInBrowser(pageB, b.user);

  await pageA.goto(`/leaderboards/${board.uuid}`);
  await settle(pageA);
  const main = pageA.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Live Race' })).toBeVisible();
  await expect(main.getByRole('status', { name: 'Live: the standings update by themselves' })).toBeVisible();
  const rows = main.getByRole('table', { name: 'Standings' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Ada Live');
  await expect(rows.nth(1)).toContainText('1,000 words');
  // Marks this page load: a reload would lose it.
  await pageA.evaluate(() => Object.assign(window, { boardPageLoad: 'first' }));

  // B logs progress through their own session, as the progress form or an editor plugin would.
  const res = await pageB.request.post('/api/v1/tally', { data: { date: utcToday(), workId: b.projectId, measure: 'word', count: 2500, tags: [], note: '', setTotal: false } });
  expect(res.status()).toBe(201);

  await expect(rows.nth(1)).toContainText('Bram Live', { timeout: 5_000 });
  await expect(rows.nth(1)).toContainText('2,500 words');
  await expect(rows.nth(2)).toContainText('Ada Live');
  expect(await pageA.evaluate(() => (window as unknown as { boardPageLoad?: string }).boardPageLoad)).toBe('first');

  for (const scheme of ['light', 'dark'] as const) {
    await pageA.evaluate((value) => localStorage.setItem('theme', value), scheme);
    await pageA.reload();
    await expect(rows.nth(1)).toContainText('Bram Live');
    await boardScreenshots(pageA, 'leaderboard-live', scheme);
  }
  await contextA.close();
  await contextB.close();
});

test('a writer kicked while their board is open is told at once, and the page stops calling them "You"', async ({ browser }) => {
  const [a, b] = await Promise.all([boardWriter('kicka', 'Ada Owner'), boardWriter('kickb', 'Bram Kicked')]);
  if (!a || !b) throw new Error('writers missing');
  const board = await createBoard(a, { title: 'Short Race', measures: ['word'], goal: { word: 5000 } });
  await joinBoard(b, board.uuid);
  await logWords(b, [[0, 800]]);

  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  await presetTheme(page, 'light');
  await logInBrowser(page, b.user);
  await page.goto(`/leaderboards/${board.uuid}`);
  await settle(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('status', { name: 'Live: the standings update by themselves' })).toBeVisible();
  const standings = main.getByRole('table', { name: 'Standings' });
  await expect(standings).toContainText(/Bram Kicked\s*You/);

  const members = (await api<Array<{ id: number; displayName: string }>>('GET', `/api/v1/leaderboard/${board.uuid}/members`, undefined, a.cookie)).data;
  const bram = members.find((m) => m.displayName === 'Bram Kicked');
  await api('DELETE', `/api/v1/leaderboard/${board.uuid}/members/${bram?.id ?? 0}`, undefined, a.cookie);

  await expect(main.getByRole('alert')).toContainText(messages.notes.removedFromBoard, { timeout: 5_000 });
  await expect(standings).not.toContainText('You');
  await expect(main.getByRole('link', { name: 'Configure Leaderboard' })).toHaveCount(0);
  await expect(main.getByRole('status', { name: 'Live updates stopped: you are no longer a member of this leaderboard' })).toBeVisible();
  await checkA11y(page, 'a board whose viewer was kicked');
  await boardScreenshots(page, 'leaderboard-kicked', 'light');
  await context.close();
});
