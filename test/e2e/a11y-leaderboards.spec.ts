import type { Page } from '@playwright/test';
import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { checkA11y, settle } from './support/a11y.ts';
import { messages } from '@inkpace/contracts/messages';
import { expect, test } from './support/fixtures.ts';
import { createBoard, createTeam, eachScheme, joinBoard } from './support/leaderboards.ts';

/** An owner of two boards (one with teams, two other members), signed in. */
async function ownerWithBoards(page: Page): Promise<{ uuid: string }> {
  const owner = await createUser({ prefix: 'axeowner' });
  const cookie = await sessionCookie(owner);
  const board = await createBoard(cookie, { title: 'Autumn Sprint', description: 'Thirty days of words.', enableTeams: true, measures: ['word', 'page'], goal: { word: 30000 }, startDate: '2026-10-01', endDate: '2026-10-31' });
  await createBoard(cookie, { title: 'Own pace', individualGoalMode: true, measures: [], starred: true });
  await createTeam(cookie, board.uuid, 'Owls', 'teal');
  for (const prefix of ['axeone', 'axetwo']) {
    const member = await createUser({ prefix });
    await joinBoard(await sessionCookie(member), board.uuid, { isParticipant: prefix === 'axeone' });
  }
  await logInBrowser(page, owner);
  return { uuid: board.uuid };
}

// Each test reloads its pages in two schemes and shoots them at two sizes: slow on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });

/**
 * A tile's participant avatars, as a writer sees them: side by side (none covers another's initials), each in its
 * own colour, the initials in a colour that reads on it (4.5:1 or better).
 */
async function expectAvatarsReadable(page: Page, title: string): Promise<void> {
  const tile = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
  const avatars = tile.locator('.mantine-Avatar-root');
  const count = await avatars.count();
  expect(count).toBeGreaterThanOrEqual(2);
  const seen = await avatars.evaluateAll((roots) => roots.map((root) => {
    const box = root.getBoundingClientRect();
    const face = root.querySelector('.mantine-Avatar-placeholder') ?? root;
    const style = getComputedStyle(face);
    return { left: box.left, right: box.right, background: style.backgroundColor, color: style.color };
  }));
  for (let i = 1; i < seen.length; i++) expect(seen[i]?.left ?? 0, `avatar ${i + 1} starts after avatar ${i} ends`).toBeGreaterThanOrEqual(seen[i - 1]?.right ?? 0);
  expect(new Set(seen.map((a) => a.background)).size, JSON.stringify(seen)).toBe(seen.length);
  const rgb = (css: string): number[] => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const luminance = (css: string): number => {
    const [r, g, b] = rgb(css).map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  for (const a of seen) {
    const [hi, lo] = [luminance(a.background), luminance(a.color)].sort((x, y) => y - x);
    expect(((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05), JSON.stringify(a)).toBeGreaterThanOrEqual(4.5);
  }
}

async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await settle(page);
  await expect(page.getByRole('main').getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('the leaderboards list and the new form pass axe in light and dark', async ({ page }) => {
  await ownerWithBoards(page);
  await openPage(page, '/leaderboards', 'Leaderboards');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await eachScheme(page, 'list', async (scheme) => {
    await checkA11y(page, `leaderboards (${scheme})`);
    await expectAvatarsReadable(page, 'Autumn Sprint');
  });
  await openPage(page, '/leaderboards/new', 'Create a new Leaderboard');
  await eachScheme(page, 'new', (scheme) => checkA11y(page, `new leaderboard (${scheme})`), async () => {
    const form = page.getByRole('form', { name: 'New leaderboard' });
    await form.getByRole('textbox', { name: 'Title' }).fill('NaNoWriMo');
    await form.getByRole('button', { name: 'Add a goal' }).click();
    await form.getByRole('textbox', { name: 'Goal in words' }).fill('50000');
  });
});

test('the join stepper passes axe in light and dark (both steps)', async ({ page }) => {
  const { uuid } = await ownerWithBoards(page);
  const visitor = await createUser({ prefix: 'axevisit' });
  await page.context().clearCookies();
  await logInBrowser(page, visitor);
  await openPage(page, '/leaderboards/join', 'Join a Leaderboard');
  await eachScheme(page, 'join-code', (scheme) => checkA11y(page, `join code (${scheme})`));
  await openPage(page, `/leaderboards/join?joinCode=${uuid}`, 'Join a Leaderboard');
  await eachScheme(page, 'join-participation', (scheme) => checkA11y(page, `join participation (${scheme})`), async () => {
    const form = page.getByRole('form', { name: 'Your participation' });
    await form.getByRole('radio', { name: /^Participant/ }).check();
    await expect(form.getByRole('combobox', { name: 'Team' })).toBeVisible();
  });
});

test('every tab of the edit page passes axe in light and dark', async ({ page }) => {
  const { uuid } = await ownerWithBoards(page);
  await openPage(page, `/leaderboards/${uuid}/edit`, 'Edit Autumn Sprint');
  const tabs: Array<[string, string]> = [['My Participation', 'participation'], ['Leaderboard Settings', 'settings'], ['Teams', 'teams'], ['Members', 'members']];
  for (const [tab, name] of tabs) {
    await eachScheme(page, `edit-${name}`, (scheme) => checkA11y(page, `edit ${name} (${scheme})`), async () => {
      await page.getByRole('main').getByRole('tab', { name: tab }).click();
      await settle(page);
    });
  }
  await page.getByRole('main').getByRole('tab', { name: 'Members' }).click();
  // The only owner (listed first) cannot be kicked: the button is off and says why.
  const kicks = page.getByRole('main').getByRole('button', { name: /^Kick/ });
  await expect(kicks.first()).toBeDisabled();
  await expect(kicks.first()).toHaveAccessibleDescription(messages.notes.soleOwner);
  await kicks.nth(1).click();
  await expect(page.getByRole('dialog', { name: 'Kick Member' })).toBeVisible();
  await checkA11y(page, 'kick dialog');
});
