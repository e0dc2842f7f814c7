import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { signedIn } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, ok, writes } from '../../test/fake-server.ts';
import { boardUuid, testBoard, testMemberBio, testParticipation } from '../../test/leaderboard-data.ts';
import { renderAt } from '../../test/render.tsx';
import EditLeaderboardPage from './edit-leaderboard-page.tsx';
import NewLeaderboardPage from './new-leaderboard-page.tsx';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});
afterEach(() => notifications.clean());
vi.setConfig({ testTimeout: 20_000 });

const lists = { 'GET /api/v1/project': ok([]), 'GET /api/v1/tag': ok([]) };
const form = (name: string) => within(screen.getByRole('form', { name }));
const withToasts = (ui: React.ReactElement) => (
  <>
    <Notifications />
    {ui}
  </>
);

describe('the new leaderboard form', () => {
  test('starts with the spec’s defaults and sends them; success toasts and goes to the board', async () => {
    const server = fakeServer({ ...lists, 'POST /api/v1/leaderboard': (req) => ok({ ...testBoard(7), ...(req.body as object) }, 201) });
    const view = renderAt('/leaderboards/new', withToasts(<NewLeaderboardPage params={{}} />));
    expect(screen.getByRole('heading', { level: 1, name: 'Create a new Leaderboard' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Leaderboards' })).toHaveAttribute('href', '/leaderboards');
    const f = form('New leaderboard');
    expect(f.getByRole('button', { name: 'Create Leaderboard' })).toBeDisabled();
    for (const name of ['Words', 'Time', 'Pages', 'Chapters', 'Scenes', 'Lines']) expect(f.getByRole('checkbox', { name })).toBeChecked();
    expect(f.getByRole('switch', { name: /Open to new members/ })).toBeChecked();
    expect(f.getByRole('switch', { name: /I'm taking part/ })).toBeChecked();
    for (const name of [/^Teams/, /Individual goals/, /Fundraiser mode/]) expect(f.getByRole('switch', { name })).not.toBeChecked();
    expect(f.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/leaderboards');

    await userEvent.type(f.getByRole('textbox', { name: 'Title' }), 'NaNo');
    await userEvent.click(f.getByRole('button', { name: 'Add a goal' }));
    await userEvent.type(f.getByRole('textbox', { name: 'Goal in words' }), '50000');
    await userEvent.click(f.getByRole('button', { name: 'Create Leaderboard' }));
    await waitFor(() => expect(writes(server.sent)).toHaveLength(1));
    expect(writes(server.sent)[0]?.body).toEqual({
      title: 'NaNo', description: '', startDate: null, endDate: null, measures: ['word', 'time', 'page', 'chapter', 'scene', 'line'], goal: { word: 50000 },
      enableTeams: false, individualGoalMode: false, fundraiserMode: false, isJoinable: true, isPublic: false, isParticipant: true, starred: false,
    });
    expect(await screen.findByText(messages.success.created('NaNo'))).toBeInTheDocument();
    await waitFor(() => expect(view.history.at(-1)).toBe(`/leaderboards/${boardUuid(7)}`), { timeout: 3000 });
  });

  test('individual goals hide the measures, goal and fundraiser, which are sent empty; the creator may spectate', async () => {
    const server = fakeServer({ ...lists, 'POST /api/v1/leaderboard': (req) => ok({ ...testBoard(8), ...(req.body as object) }, 201) });
    renderAt('/leaderboards/new', withToasts(<NewLeaderboardPage params={{}} />));
    const f = form('New leaderboard');
    await userEvent.type(f.getByRole('textbox', { name: 'Title' }), 'Own pace');
    await userEvent.click(f.getByRole('switch', { name: /Fundraiser mode/ }));
    await userEvent.click(f.getByRole('switch', { name: /Individual goals/ }));
    expect(f.queryByRole('group', { name: /Measures/ })).toBeNull();
    expect(f.queryByRole('button', { name: 'Add a goal' })).toBeNull();
    expect(f.queryByRole('switch', { name: /Fundraiser mode/ })).toBeNull();
    await userEvent.click(f.getByRole('switch', { name: /I'm taking part/ }));
    await userEvent.click(f.getByRole('button', { name: 'Create Leaderboard' }));
    await waitFor(() => expect(writes(server.sent)).toHaveLength(1));
    expect(writes(server.sent)[0]?.body).toMatchObject({ measures: [], goal: {}, fundraiserMode: false, individualGoalMode: true, isParticipant: false, isPublic: false });
  });

  test('no measure: the spec’s message; a server 400 shows on its field', async () => {
    fakeServer({ ...lists, 'POST /api/v1/leaderboard': fail('VALIDATION_FAILED', messages.validation.leaderboardTitleMax) });
    renderAt('/leaderboards/new', withToasts(<NewLeaderboardPage params={{}} />));
    const f = form('New leaderboard');
    await userEvent.type(f.getByRole('textbox', { name: 'Title' }), 'T');
    for (const name of ['Words', 'Time', 'Pages', 'Chapters', 'Scenes', 'Lines']) await userEvent.click(f.getByRole('checkbox', { name }));
    expect(await f.findByText(messages.validation.leaderboardMeasures)).toBeInTheDocument();
    expect(f.getByRole('button', { name: 'Create Leaderboard' })).toBeDisabled();
    await userEvent.click(f.getByRole('checkbox', { name: 'Words' }));
    await userEvent.click(f.getByRole('button', { name: 'Create Leaderboard' }));
    expect(await f.findByText(messages.validation.leaderboardTitleMax)).toBeInTheDocument();
    expect(f.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  });
});

const uuid = boardUuid(1);
const editPath = `/leaderboards/${uuid}/edit`;

describe('the edit leaderboard page', () => {
  test('an owner’s settings send only the changed fields', async () => {
    const board = testBoard(1, { title: 'Spring', measures: ['word', 'page'], goal: { word: 1000 } });
    const server = fakeServer({
      ...lists,
      [`GET /api/v1/leaderboard/${uuid}`]: ok(board),
      [`GET /api/v1/leaderboard/${uuid}/me`]: ok(testParticipation()),
      [`PATCH /api/v1/leaderboard/${uuid}`]: (req) => ok({ ...board, ...(req.body as object) }),
    });
    renderAt(editPath, withToasts(<EditLeaderboardPage params={{ boardUuid: uuid }} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Spring' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Spring' })).toHaveAttribute('href', `/leaderboards/${uuid}`);
    await userEvent.click(screen.getByRole('tab', { name: 'Leaderboard Settings' }));
    const f = form('Leaderboard settings');
    expect(f.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(f.getByRole('checkbox', { name: 'Pages' }));
    await userEvent.click(f.getByRole('switch', { name: /^Teams/ }));
    await userEvent.click(f.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(server.sent)).toHaveLength(1));
    expect(writes(server.sent)[0]?.body).toEqual({ measures: ['word'], enableTeams: true });
    expect(await screen.findByText(messages.success.updated('Spring'))).toBeInTheDocument();
  });

  test('a member who is not an owner sees only My Participation; their edit sends only what changed', async () => {
    const board = testBoard(1, {
      title: 'Spring', individualGoalMode: true, measures: [],
      members: [testMemberBio(1, { isOwner: true }), testMemberBio(100, { userUuid: testUser().uuid, displayName: 'Alice' })],
    });
    const server = fakeServer({
      ...lists,
      [`GET /api/v1/leaderboard/${uuid}`]: ok(board),
      [`GET /api/v1/leaderboard/${uuid}/me`]: ok(testParticipation({ goal: { measure: 'word', count: 5000 } })),
      [`PATCH /api/v1/leaderboard/${uuid}/me`]: ok({}),
    });
    renderAt(editPath, withToasts(<EditLeaderboardPage params={{ boardUuid: uuid }} />));
    await screen.findByRole('heading', { level: 1, name: 'Edit Spring' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['My Participation']);
    const f = form('My participation');
    expect(f.getByRole('textbox', { name: 'Your goal' })).toHaveValue('5,000');
    // Changing the goal's measure empties its count (spec §4).
    await userEvent.selectOptions(f.getByRole('combobox', { name: 'Goal measure' }), 'Pages');
    expect(f.getByRole('textbox', { name: 'Your goal' })).toHaveValue('');
    expect(await f.findByText(messages.validation.memberGoalRequired)).toBeInTheDocument();
    await userEvent.type(f.getByRole('textbox', { name: 'Your goal' }), '200');
    await userEvent.click(f.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(server.sent)).toHaveLength(1));
    expect(writes(server.sent)[0]?.body).toEqual({ goal: { measure: 'page', count: 200 } });
    expect(await screen.findByText(messages.success.selectionsChanged('Spring'))).toBeInTheDocument();
  });

  test('a board that is gone sends the writer to the list with the server’s words', async () => {
    fakeServer({ ...lists, [`GET /api/v1/leaderboard/${uuid}`]: fail('NOT_FOUND', messages.errors.leaderboardNotFound(uuid), 404), [`GET /api/v1/leaderboard/${uuid}/me`]: fail('NOT_FOUND', messages.errors.leaderboardNotFound(uuid), 404) });
    const view = renderAt(editPath, withToasts(<EditLeaderboardPage params={{ boardUuid: uuid }} />));
    await waitFor(() => expect(view.history.at(-1)).toBe('/leaderboards'));
    expect(await screen.findByText(messages.errors.leaderboardNotFound(uuid))).toBeInTheDocument();
  });
});
