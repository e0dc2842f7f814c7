import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { BOARD_UUID, testBoard } from '../../test/board-data.ts';
import { fakeServer, ok, writes } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import { DeleteBoardBox, LeaveBoardBox } from './danger-box.tsx';

beforeEach(() => invalidateAll());
afterEach(() => notifications.clean());

const board = testBoard({ title: 'NaNo Crew' });

async function confirm(button: string, title: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  await user.type(dialog.getByRole('textbox', { name: "Type the leaderboard's title to confirm" }), 'NaNo Crew');
  await user.click(dialog.getByRole('button', { name: 'Yes' }));
  return user;
}

test("deleting a board offers Undo, which restores it and goes back to the board's page", async () => {
  const server = fakeServer({ [`DELETE /api/v1/leaderboard/${BOARD_UUID}`]: ok(board), [`POST /api/v1/leaderboard/${BOARD_UUID}/restore`]: ok(board) });
  const { history } = renderAt(`/leaderboards/${BOARD_UUID}/edit`, <><Notifications /><DeleteBoardBox board={board} /></>);
  const user = await confirm('Delete Leaderboard', 'Delete this Leaderboard');
  await waitFor(() => expect(history.at(-1)).toBe('/leaderboards'));
  // The dialog says it (spec B §4), then closes; the toast says it again with Undo.
  const undo = await screen.findByRole('button', { name: 'Undo' });
  expect(undo.closest('[role="alert"]')).toHaveTextContent(messages.success.leaderboardDeleted);
  await user.click(undo);
  expect(await screen.findByText(messages.success.restored('NaNo Crew'))).toBeInTheDocument();
  expect(history.at(-1)).toBe(`/leaderboards/${BOARD_UUID}`);
  expect(writes(server.sent).map((r) => `${r.method} ${r.url}`)).toEqual([`DELETE /api/v1/leaderboard/${BOARD_UUID}`, `POST /api/v1/leaderboard/${BOARD_UUID}/restore`]);
});

test('leaving a board offers no Undo (joining again is the way back)', async () => {
  fakeServer({ [`DELETE /api/v1/leaderboard/${BOARD_UUID}/me`]: ok({}) });
  const { history } = renderAt(`/leaderboards/${BOARD_UUID}/edit`, <><Notifications /><LeaveBoardBox board={board} /></>);
  await confirm('Leave Leaderboard', 'Leave this Leaderboard');
  expect(await screen.findByText(messages.success.leftLeaderboard)).toBeInTheDocument();
  await waitFor(() => expect(history.at(-1)).toBe('/leaderboards'));
  expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
});
