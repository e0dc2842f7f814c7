import type { Browser, Page } from '@playwright/test';
import { messages } from '@inkpace/contracts/messages';
import { createUser, logInBrowser, sessionCookie, type TestUser } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { createBoard } from './support/leaderboards.ts';

/** A writer signed in in a browser context of their own. */
async function writerPage(browser: Browser, baseURL: string | undefined, prefix: string): Promise<{ user: TestUser; page: Page }> {
  const user = await createUser({ prefix });
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logInBrowser(page, user);
  return { user, page };
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test('two writers: create, join by link, team, kick, re-join, leave, delete', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const a = await writerPage(browser, baseURL, 'owner');
  const b = await writerPage(browser, baseURL, 'joiner');
  const mainA = a.page.getByRole('main');
  const mainB = b.page.getByRole('main');

  // A creates a board with teams from the empty list.
  await a.page.goto('/leaderboards');
  await expect(mainA.getByText(messages.empty.noLeaderboards)).toBeVisible();
  await mainA.getByRole('link', { name: 'New' }).click();
  await expect(mainA.getByRole('heading', { level: 1, name: 'Create a new Leaderboard' })).toBeVisible();
  const form = mainA.getByRole('form', { name: 'New leaderboard' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Autumn Sprint');
  await form.getByRole('switch', { name: /^Teams/ }).check();
  await form.getByRole('button', { name: 'Add a goal' }).click();
  await form.getByRole('textbox', { name: 'Goal in words' }).fill('30000');
  await form.getByRole('button', { name: 'Create Leaderboard' }).click();
  await expect(a.page.getByText(messages.success.created('Autumn Sprint'))).toBeVisible();
  await expect(a.page).toHaveURL(new RegExp(`^${baseURL}/leaderboards/${UUID}$`));
  const uuid = new URL(a.page.url()).pathname.split('/').pop() ?? '';

  // The list shows it; A stars it and it appears in the sidebar.
  await a.page.goto('/leaderboards');
  const tile = mainA.getByRole('listitem').filter({ hasText: 'Autumn Sprint' });
  await expect(tile).toContainText('Goal: 30,000 words');
  await expect(tile.getByRole('img', { name: a.user.username })).toBeVisible();
  await tile.getByRole('button', { name: 'Star Autumn Sprint' }).click();
  await expect(tile.getByRole('button', { name: 'Star Autumn Sprint' })).toHaveAttribute('aria-pressed', 'true');
  const starred = a.page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Starred leaderboards' });
  await expect(starred.getByRole('link', { name: 'Autumn Sprint' })).toHaveAttribute('href', `/leaderboards/${uuid}`);

  // B opens the join link: the code is looked up at once; B joins as a participant.
  await b.page.goto(`/leaderboards/join?joinCode=${uuid}`);
  await expect(b.page.getByText(messages.success.joinCodeConfirmed)).toBeVisible();
  const join = mainB.getByRole('form', { name: 'Your participation' });
  await join.getByRole('radio', { name: /^Participant/ }).check();
  await expect(join.getByRole('combobox', { name: 'Team' })).toHaveValue('');
  await join.getByRole('button', { name: 'Join Leaderboard' }).click();
  await expect(b.page.getByText(messages.success.joined('Autumn Sprint'))).toBeVisible();
  await expect(b.page).toHaveURL(`${baseURL}/leaderboards/${uuid}`);

  // B is not an owner: only My Participation.
  await b.page.goto(`/leaderboards/${uuid}/edit`);
  await expect(mainB.getByRole('heading', { level: 1, name: 'Edit Autumn Sprint' })).toBeVisible();
  await expect(mainB.getByRole('tab')).toHaveText(['My Participation']);

  // A creates a team and puts B on it.
  await a.page.goto(`/leaderboards/${uuid}/edit`);
  await mainA.getByRole('tab', { name: 'Teams' }).click();
  await mainA.getByRole('button', { name: 'New Team' }).click();
  const teamDialog = a.page.getByRole('dialog', { name: 'New Team' });
  await teamDialog.getByRole('textbox', { name: 'Name' }).fill('Owls');
  await teamDialog.getByRole('combobox', { name: /Color/ }).selectOption('teal');
  await teamDialog.getByRole('button', { name: 'Create Team' }).click();
  await expect(a.page.getByText(messages.success.created('Owls'))).toBeVisible();
  await expect(mainA.getByRole('table', { name: 'Teams' })).toContainText('Owls');
  await mainA.getByRole('tab', { name: 'Members' }).click();
  const members = mainA.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row')).toHaveCount(3);
  await members.getByRole('combobox', { name: `Team of ${b.user.username}` }).selectOption({ label: 'Owls' });
  await expect(a.page.getByText(messages.success.saved)).toBeVisible();
  await expect(members.getByRole('combobox', { name: `Team of ${b.user.username}` })).toHaveValue(/\d+/);

  // The sole owner cannot leave: the server's words.
  await mainA.getByRole('tab', { name: 'My Participation' }).click();
  await mainA.getByRole('button', { name: 'Leave Leaderboard' }).click();
  const leaveA = a.page.getByRole('dialog', { name: 'Leave this Leaderboard' });
  await expect(leaveA).toContainText(messages.confirm.aboutTo('leave this leaderboard'));
  await leaveA.getByRole('textbox', { name: "Type the leaderboard's title to confirm" }).fill('Autumn Sprint');
  await leaveA.getByRole('button', { name: 'Yes' }).click();
  await expect(leaveA.getByText(messages.errors.onlyOwnerLeave)).toBeVisible();
  await leaveA.getByRole('button', { name: 'No' }).click();

  // A kicks B once B's name is typed; B's list no longer shows the board.
  await mainA.getByRole('tab', { name: 'Members' }).click();
  await members.getByRole('button', { name: `Kick ${b.user.username}` }).click();
  const kick = a.page.getByRole('dialog', { name: 'Kick Member' });
  await expect(kick).toContainText(messages.confirm.aboutTo(`kick ${b.user.username}`));
  await expect(kick.getByRole('button', { name: 'Yes' })).toBeDisabled();
  await kick.getByRole('textbox', { name: "Type the member's name to confirm" }).fill(b.user.username);
  await kick.getByRole('button', { name: 'Yes' }).click();
  await expect(a.page.getByText(messages.success.removed)).toBeVisible();
  await expect(members.getByRole('row')).toHaveCount(2);
  await b.page.goto('/leaderboards');
  await expect(mainB.getByText(messages.empty.noLeaderboards)).toBeVisible();

  // B joins again, as a spectator this time, then leaves.
  await b.page.goto(`/leaderboards/join?joinCode=${uuid}`);
  await mainB.getByRole('form', { name: 'Your participation' }).getByRole('radio', { name: /^Spectator/ }).check();
  await mainB.getByRole('button', { name: 'Join Leaderboard' }).click();
  await expect(b.page).toHaveURL(`${baseURL}/leaderboards/${uuid}`);
  await b.page.goto(`/leaderboards/${uuid}/edit`);
  await mainB.getByRole('button', { name: 'Leave Leaderboard' }).click();
  const leaveB = b.page.getByRole('dialog', { name: 'Leave this Leaderboard' });
  await leaveB.getByRole('textbox', { name: "Type the leaderboard's title to confirm" }).fill('Autumn Sprint');
  await leaveB.getByRole('button', { name: 'Yes' }).click();
  await expect(b.page.getByText(messages.success.leftLeaderboard)).toBeVisible();
  await expect(b.page).toHaveURL(`${baseURL}/leaderboards`);
  await expect(mainB.getByText(messages.empty.noLeaderboards)).toBeVisible();

  // A deletes the board once its title is typed: the list is empty again, the sidebar star gone.
  await a.page.goto(`/leaderboards/${uuid}/edit`);
  await mainA.getByRole('tab', { name: 'Leaderboard Settings' }).click();
  await mainA.getByRole('button', { name: 'Delete Leaderboard' }).click();
  const remove = a.page.getByRole('dialog', { name: 'Delete this Leaderboard' });
  await remove.getByRole('textbox', { name: "Type the leaderboard's title to confirm" }).fill('Autumn');
  await expect(remove.getByRole('button', { name: 'Yes' })).toBeDisabled();
  await remove.getByRole('textbox', { name: "Type the leaderboard's title to confirm" }).fill('Autumn Sprint');
  await remove.getByRole('button', { name: 'Yes' }).click();
  await expect(a.page.getByText(messages.success.leaderboardDeleted)).toBeVisible();
  await expect(a.page).toHaveURL(`${baseURL}/leaderboards`);
  await expect(mainA.getByText(messages.empty.noLeaderboards)).toBeVisible();
  await expect(a.page.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Starred leaderboards' })).toHaveCount(0);
});

test('a join code that is unknown or closed says so; an owner’s settings save only what changed', async ({ page, baseURL }) => {
  const owner = await createUser({ prefix: 'closed' });
  const closed = await createBoard(await sessionCookie(owner), { title: 'Invite only', isJoinable: false });
  const writer = await createUser({ prefix: 'visitor' });
  await logInBrowser(page, writer);
  const main = page.getByRole('main');

  await page.goto('/leaderboards');
  await main.getByRole('link', { name: 'Use Join Code' }).click();
  await expect(page).toHaveURL(`${baseURL}/leaderboards/join`);
  const code = main.getByRole('form', { name: 'Join code' });
  await code.getByRole('textbox', { name: 'Join code' }).fill('12345');
  await expect(code.getByText(messages.validation.joinCode)).toBeVisible();
  await code.getByRole('textbox', { name: 'Join code' }).fill('00000000-0000-4000-8000-000000000000');
  await code.getByRole('button', { name: 'Look Up' }).click();
  await expect(code.getByText(messages.errors.joinCodeInvalid)).toBeVisible();
  await code.getByRole('textbox', { name: 'Join code' }).fill(closed.uuid);
  await code.getByRole('button', { name: 'Look Up' }).click();
  await expect(code.getByText(messages.errors.leaderboardNotJoinable)).toBeVisible();

  // The writer's own board: a settings change sends only that field.
  const mine = await createBoard(await sessionCookie(writer), { title: 'Mine' });
  await page.goto(`/leaderboards/${mine.uuid}/edit`);
  await main.getByRole('tab', { name: 'Leaderboard Settings' }).click();
  const settings = main.getByRole('form', { name: 'Leaderboard settings' });
  await expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
  await settings.getByRole('switch', { name: /Individual goals/ }).check();
  await expect(settings.getByRole('group', { name: /Measures/ })).toHaveCount(0);
  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/v1/leaderboard/${mine.uuid}`));
  await settings.getByRole('button', { name: 'Save' }).click();
  expect((await patch).postDataJSON()).toEqual({ measures: [], individualGoalMode: true });
  await expect(page.getByText(messages.success.updated('Mine'))).toBeVisible();
  // Back on My Participation, individual-goal mode asks for the writer's own goal.
  await main.getByRole('tab', { name: 'My Participation' }).click();
  await expect(main.getByRole('form', { name: 'My participation' }).getByRole('textbox', { name: 'Your goal' })).toBeVisible();
});
