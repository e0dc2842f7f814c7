import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { signedIn } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, ok, writes } from '../../test/fake-server.ts';
import { boardUuid, testBoard, testMemberBio, testTeam } from '../../test/leaderboard-data.ts';
import { renderAt } from '../../test/render.tsx';
import JoinLeaderboardPage from './join-leaderboard-page.tsx';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});
afterEach(() => notifications.clean());
vi.setConfig({ testTimeout: 20_000 });

const uuid = boardUuid(4);
const lookUp = `GET /api/v1/leaderboard/joincode/${uuid}`;
const stranger = [testMemberBio(1, { isOwner: true, displayName: 'Olga' })];
const renderPage = (path = '/leaderboards/join') =>
  renderAt(
    path,
    <>
      <Notifications />
      <JoinLeaderboardPage params={{}} />
    </>,
  );
const codeForm = () => within(screen.getByRole('form', { name: 'Join code' }));

describe('joining a leaderboard', () => {
  test('a badly formed code, an unknown one, a closed board and one already joined each say so', async () => {
    const server = fakeServer({ 'GET /api/v1/project': ok([]), 'GET /api/v1/tag': ok([]) });
    renderPage();
    expect(screen.getByText('Enter Join Code')).toBeInTheDocument();
    expect(screen.getByText('Set Your Participation')).toBeInTheDocument();
    const code = codeForm().getByRole('textbox', { name: 'Join code' });
    await userEvent.type(code, 'not-a-code');
    expect(await codeForm().findByText(messages.validation.joinCode)).toBeInTheDocument();
    expect(codeForm().getByRole('button', { name: 'Look Up' })).toBeDisabled();

    await userEvent.clear(code);
    await userEvent.type(code, uuid);
    server.replies[lookUp] = fail('NOT_FOUND', 'no such board', 404);
    await userEvent.click(codeForm().getByRole('button', { name: 'Look Up' }));
    expect(await codeForm().findByText(messages.errors.joinCodeInvalid)).toBeInTheDocument();

    server.replies[lookUp] = ok(testBoard(4, { isJoinable: false, members: stranger }));
    await userEvent.click(codeForm().getByRole('button', { name: 'Look Up' }));
    expect(await codeForm().findByText(messages.errors.leaderboardNotJoinable)).toBeInTheDocument();

    server.replies[lookUp] = ok(testBoard(4));
    await userEvent.click(codeForm().getByRole('button', { name: 'Look Up' }));
    expect(await codeForm().findByText(messages.errors.leaderboardAlreadyJoined)).toBeInTheDocument();

    server.replies[lookUp] = fail('SERVER_ERROR', 'boom', 500);
    await userEvent.click(codeForm().getByRole('button', { name: 'Look Up' }));
    expect(await codeForm().findByText(messages.errors.joinCodeLookupFailed)).toBeInTheDocument();
    expect(writes(server.sent)).toEqual([]);
  });

  test('a link’s code is looked up at once; step 2 joins with the participation in one POST, then the board', async () => {
    const board = testBoard(4, { title: 'Autumn', members: stranger, enableTeams: true, teams: [testTeam(2, 'Owls'), testTeam(1, 'Bats')] });
    const server = fakeServer({
      'GET /api/v1/project': ok([]),
      'GET /api/v1/tag': ok([]),
      [lookUp]: ok(board),
      [`POST /api/v1/leaderboard/${uuid}/me`]: ok({}, 201),
    });
    const view = renderPage(`/leaderboards/join?joinCode=${uuid}`);
    expect(await screen.findByText(messages.success.joinCodeConfirmed)).toBeInTheDocument();
    const f = within(await screen.findByRole('form', { name: 'Your participation' }));
    expect(screen.getByRole('heading', { name: 'Autumn' })).toBeInTheDocument();
    expect(f.getByRole('button', { name: 'Join Leaderboard' })).toBeDisabled();
    await userEvent.click(f.getByRole('radio', { name: /^Participant/ }));
    const team = f.getByRole('combobox', { name: 'Team' });
    expect(within(team).getAllByRole('option').map((o) => o.textContent)).toEqual(['(no team)', 'Bats', 'Owls']);
    await userEvent.selectOptions(team, 'Owls');
    await userEvent.type(f.getByRole('textbox', { name: /Display name/ }), 'Al');
    expect(await f.findByText(messages.validation.memberDisplayName)).toBeInTheDocument();
    await userEvent.type(f.getByRole('textbox', { name: /Display name/ }), 'ice B');
    await userEvent.selectOptions(f.getByRole('combobox', { name: /Color/ }), 'Teal');
    await userEvent.click(f.getByRole('button', { name: 'Join Leaderboard' }));
    await waitFor(() => expect(writes(server.sent)).toHaveLength(1));
    expect(writes(server.sent)[0]?.body).toEqual({ isParticipant: true, displayName: 'Alice B', color: 'teal', teamId: 2, goal: null, workIds: [], tagIds: [] });
    expect(await screen.findByText(messages.success.joined('Autumn'))).toBeInTheDocument();
    await waitFor(() => expect(view.history.at(-1)).toBe(`/leaderboards/${uuid}`), { timeout: 3000 });
  });

  test('a spectator skips the participation fields: their defaults are sent', async () => {
    const server = fakeServer({ 'GET /api/v1/project': ok([]), 'GET /api/v1/tag': ok([]), [lookUp]: ok(testBoard(4, { members: stranger })), [`POST /api/v1/leaderboard/${uuid}/me`]: ok({}, 201) });
    renderPage(`/leaderboards/join?joinCode=${uuid}`);
    const f = within(await screen.findByRole('form', { name: 'Your participation' }));
    await userEvent.click(f.getByRole('radio', { name: /^Spectator/ }));
    expect(f.queryByRole('textbox', { name: /Display name/ })).toBeNull();
    await userEvent.click(f.getByRole('button', { name: 'Join Leaderboard' }));
    await waitFor(() => expect(writes(server.sent)).toHaveLength(1));
    expect(writes(server.sent)[0]?.body).toEqual({ isParticipant: false, displayName: '', color: '', teamId: null, goal: null, workIds: [], tagIds: [] });
  });
});
