import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { signedIn } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fakeServer, ok } from '../../test/fake-server.ts';
import { ME, testBoard, testMemberBio, testMembership } from '../../test/leaderboard-data.ts';
import { renderAt } from '../../test/render.tsx';
import { MembersTab } from './members-tab.tsx';
import { TeamsTab } from './teams-tab.tsx';

/** The owners' tabs of the edit page: Members (roles, kicks) and Teams. */

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});

const alice = testMemberBio(100, { userUuid: ME, isOwner: true, displayName: 'Alice' });
const bram = testMemberBio(101, { displayName: 'Bram' });

async function showMembers(members = [alice, bram]): Promise<HTMLElement> {
  const board = testBoard(1, { members });
  fakeServer({ [`GET /api/v1/leaderboard/${board.uuid}/members`]: ok(members.map((m) => testMembership(m))) });
  renderAt('/leaderboards/x/edit', <MembersTab board={board} />);
  return screen.findByRole('table', { name: 'Members' });
}

describe('the Members tab', () => {
  test('the only owner cannot be demoted or kicked: both buttons are off, and say why', async () => {
    const table = await showMembers();
    for (const name of ['Demote Alice', 'Kick Alice']) {
      const button = within(table).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(messages.notes.soleOwner);
    }
    expect(within(table).getByText(messages.notes.soleOwner)).toBeVisible();
    // Everyone else keeps live buttons.
    expect(within(table).getByRole('button', { name: 'Promote Bram' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'Kick Bram' })).toBeEnabled();
  });

  test('with a second owner, either may be demoted or kicked', async () => {
    const table = await showMembers([alice, { ...bram, isOwner: true }]);
    for (const name of ['Demote Alice', 'Kick Alice', 'Demote Bram', 'Kick Bram']) expect(within(table).getByRole('button', { name })).toBeEnabled();
    expect(within(table).queryByText(messages.notes.soleOwner)).not.toBeInTheDocument();
  });
});

describe('the Teams tab', () => {
  test('without teams, the words point to the New Team button where it is: above them', async () => {
    const board = testBoard(1, { enableTeams: true });
    fakeServer({ [`GET /api/v1/leaderboard/${board.uuid}/teams`]: ok([]) });
    renderAt('/leaderboards/x/edit', <TeamsTab boardUuid={board.uuid} />);
    const words = await screen.findByText(messages.empty.noTeams);
    expect(words.textContent).toMatch(/above/);
    expect(words.textContent).not.toMatch(/below/);
    const button = screen.getByRole('button', { name: 'New Team' });
    expect(button.compareDocumentPosition(words) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  // Spec B §4: a destructive action shows its short message, and the dialog closes about a second later (it closed
  // at once, the message a toast outside it).
  test('kicking a member: the message in the dialog, which closes about a second later', async () => {
    const table = await showMembers();
    const board = testBoard(1, { members: [alice, bram] });
    const server = fakeServer({
      [`GET /api/v1/leaderboard/${board.uuid}/members`]: ok([testMembership(alice)]),
      [`DELETE /api/v1/leaderboard/${board.uuid}/members/101`]: ok(testMembership(bram)),
    });
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Kick Bram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kick Member' });
    await user.type(within(dialog).getByRole('textbox', { name: "Type the member's name to confirm" }), 'Bram');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(messages.success.removed);
    const shownAt = Date.now();
    expect(screen.getByRole('dialog', { name: 'Kick Member' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kick Member' })).toBeNull(), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(800);
    expect(server.sent.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});

