import { messages } from '@inkpace/contracts/messages';
import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject, logTally } from './support/projects.ts';

test('after deleting a progress entry, focus moves to the next entry\'s Delete, then to the no-progress message', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const novel = await createProject(cookie, { title: 'Focus Kept', phase: 'drafting' });
  await logTally(cookie, { date: '2024-01-04', workId: novel.id, measure: 'word', count: 400 });
  await logTally(cookie, { date: '2024-01-03', workId: novel.id, measure: 'word', count: 300 });
  await logInBrowser(page, user);
  await page.goto(`/projects/${novel.id}`);
  await settle(page);
  const main = page.getByRole('main');
  const confirm = page.getByRole('dialog', { name: messages.confirm.deleteTally });

  await main.getByRole('button', { name: 'Delete the entry of Jan 4, 2024 (400 words)' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(main.getByRole('button', { name: /Jan 4, 2024/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Delete the entry of Jan 3, 2024 (300 words)' })).toBeFocused();

  // Enter on the focused button goes on deleting; with none left, the message that replaces the table has focus.
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(main.getByText(messages.empty.noProgress)).toBeFocused();
});
