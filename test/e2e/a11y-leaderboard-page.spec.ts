import type { Page } from '@playwright/test';
import { api, logInBrowser } from './support/accounts.ts';
import { checkA11y, setTheme, settle, SCHEMES } from './support/a11y.ts';
import { boardScreenshots, boardWriter, createBoard, createTeam, joinBoard, logWords, seedRaceBoard } from './support/boards.ts';
import { daysFromToday } from './support/goals.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ timezoneId: 'UTC' });
// The board's live stream keeps a request open, so `settle` waits out its network-idle timeout on every load.
test.setTimeout(150_000);

async function openBoard(page: Page, uuid: string, title: string): Promise<void> {
  await page.goto(`/leaderboards/${uuid}`);
  await settle(page);
  await expect(page.getByRole('main').getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

/** axe in light and dark, with the board's screenshots at phone and desktop sizes. */
async function audit(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  for (const scheme of SCHEMES) {
    await setTheme(page, scheme);
    await ready();
    await checkA11y(page, `${name} (${scheme})`);
    await boardScreenshots(page, name, scheme);
  }
}

test('a race board (standings with par, chart, roster, join code) passes axe in light and dark', async ({ page }) => {
  const { owner, uuid, title } = await seedRaceBoard();
  await logInBrowser(page, owner.user);
  await openBoard(page, uuid, title);
  const main = page.getByRole('main');
  await audit(page, 'leaderboard', async () => {
    await expect(main.getByRole('table', { name: 'Standings' }).getByRole('row')).toHaveCount(4);
    await expect(main.getByRole('figure', { name: 'Progress' }).locator('canvas').first()).toBeVisible();
  });

  // The join code dialog, and the chart read by keyboard.
  await main.getByRole('button', { name: 'View Join Code' }).click();
  const dialog = page.getByRole('dialog', { name: `Join code for ${title}` });
  await expect(dialog).toContainText(uuid);
  await checkA11y(page, 'leaderboard join code dialog');
  await page.keyboard.press('Escape');
  const plot = main.getByRole('group', { name: 'Progress chart: use the arrow keys to read each day' });
  await plot.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(plot).toContainText(/Ada Lovelace .* words, .*par/);

  // Save as image downloads the chart as a PNG; fullscreen shows the figure alone, and leaves again.
  const figure = main.getByRole('figure', { name: 'Progress' });
  const download = page.waitForEvent('download');
  await figure.getByRole('button', { name: 'Save as image' }).click();
  expect((await download).suggestedFilename()).toBe('progress.png');
  await figure.getByRole('button', { name: 'Fullscreen' }).click();
  await expect(figure.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.tagName)).toBe('FIGURE');
  await figure.getByRole('button', { name: 'Exit fullscreen' }).click();
  await expect(figure.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
});

test('a fundraiser with teams (meter, area and bar, team standings) passes axe in light and dark', async ({ page }) => {
  const [ada, bram, chen] = await Promise.all([boardWriter('fada', 'Ada Lovelace'), boardWriter('fbram', 'Bram Stoker'), boardWriter('fchen', 'Chen Wei')]);
  if (!ada || !bram || !chen) throw new Error('writers missing');
  const title = 'Library Fundraiser';
  const board = await createBoard(ada, { title, measures: ['word'], goal: { word: 30000 }, fundraiserMode: true, enableTeams: true });
  const owls = await createTeam(ada, board.uuid, 'Night Owls', 'violet');
  const larks = await createTeam(ada, board.uuid, 'Early Larks');
  await joinBoard(bram, board.uuid, { teamId: larks.id });
  await joinBoard(chen, board.uuid, { teamId: owls.id });
  await logWords(ada, [[3, 2000], [2, 1500], [0, 2500]]);
  await logWords(bram, [[3, 3000], [1, 2000]]);
  await logWords(chen, [[2, 1200], [0, 900]]);
  // Ada is on no team yet: she puts herself on the owls through her own participation.
  await api('PATCH', `/api/v1/leaderboard/${board.uuid}/me`, { teamId: owls.id }, ada.cookie);

  await logInBrowser(page, ada.user);
  await openBoard(page, board.uuid, title);
  const main = page.getByRole('main');
  await audit(page, 'leaderboard-fundraiser', async () => {
    await expect(main.getByRole('meter')).toBeVisible();
    await expect(main.getByRole('table', { name: 'Team standings' })).toBeVisible();
  });
  await main.getByText('Bar', { exact: true }).click();
  await expect(main.getByRole('radio', { name: 'Bar' })).toBeChecked();
  await boardScreenshots(page, 'leaderboard-fundraiser-bars', 'dark');
});

test('an individual-goal board shows par as a percent and vs. par in points, with everyone who takes part', async ({ page }) => {
  const [ada, bram, chen] = await Promise.all([boardWriter('iada', 'Ada Lovelace'), boardWriter('ibram', 'Bram Stoker'), boardWriter('ichen', 'Chen Wei')]);
  if (!ada || !bram || !chen) throw new Error('writers missing');
  const title = 'Own Goals';
  // Day 10 of 30: par is ceil(100 × 10 ÷ 30) = 34 % of each one's own goal.
  const board = await createBoard(ada, { title, individualGoalMode: true, measures: [], goal: {}, startDate: daysFromToday(-9), endDate: daysFromToday(20) });
  await api('PATCH', `/api/v1/leaderboard/${board.uuid}/me`, { goal: { measure: 'word', count: 10000 } }, ada.cookie);
  await joinBoard(bram, board.uuid, { goal: { measure: 'word', count: 20000 } });
  await joinBoard(chen, board.uuid, { goal: { measure: 'word', count: 5000 } });
  await logWords(ada, [[3, 1500], [0, 2500]]); // 4,000 of 10,000: 40 %, 6 points ahead
  await logWords(bram, [[5, 5000]]); // 5,000 of 20,000: 25 %, 9 points behind
  // Chen has not started: 0 %, 34 points behind, and there all the same.

  await logInBrowser(page, ada.user);
  await openBoard(page, board.uuid, title);
  const rows = page.getByRole('main').getByRole('table', { name: 'Standings' }).getByRole('row');
  await audit(page, 'leaderboard-own-goals', async () => {
    await expect(rows).toHaveCount(4);
  });
  await expect(rows.nth(1)).toContainText(/Ada Lovelace.*4,000 words.*10,000 words.*40%.*34%.*\+6 points/);
  await expect(rows.nth(2)).toContainText(/Bram Stoker.*5,000 words.*20,000 words.*25%.*34%.*−9 points/);
  await expect(rows.nth(3)).toContainText(/Chen Wei.*0 words.*5,000 words.*0%.*34%.*−34 points/);
});
