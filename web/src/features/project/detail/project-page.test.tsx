import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PROJECT_BLANK, type SummarizedProject } from '@inkpace/contracts/api/project';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../../app/cache.ts';
import { pageProjectAtom } from '../../../app/layouts/progress.ts';
import { userAtom } from '../../../app/session.ts';
import { testUser } from '../../../test/data.ts';
import { fail, fakeServer, ok, type Answer, type SentRequest } from '../../../test/fake-server.ts';
import { renderAt } from '../../../test/render.tsx';
import ProjectPage from './project-page.tsx';

const store = getDefaultStore();
const stamp = '2026-03-01T12:00:00.000Z';

const project: SummarizedProject = {
  ...PROJECT_BLANK, id: 12, uuid: '0b6c3c8e-7a51-4c39-9d0e-2d3f1c5b9a10', createdAt: stamp, updatedAt: stamp, state: 'active', ownerId: 1,
  title: 'My Novel', description: 'A story about <b>dragons</b>.', phase: 'drafting', startingBalance: {}, cover: null,
  starred: false, displayOnProfile: false, totals: { word: 0 }, lastUpdated: null,
};

/** Entry n is dated n days into 2026 (Jan 1, Jan 2, …). */
function entry(n: number): TallyWithWorkAndTags {
  const date = new Date(Date.UTC(2026, 0, n)).toISOString().slice(0, 10);
  const { totals: _totals, lastUpdated: _last, ...work } = project;
  return {
    id: n, uuid: `0b6c3c8e-7a51-4c39-9d0e-${String(n).padStart(12, '0')}`, createdAt: stamp, updatedAt: stamp, state: 'active',
    ownerId: 1, date, measure: 'word', count: 100 * n, note: `note ${n}`, workId: 12, work,
    tags: n === 1 ? [{ id: 3, uuid: '0b6c3c8e-7a51-4c39-9d0e-aaaaaaaaaaaa', createdAt: stamp, updatedAt: stamp, state: 'active', ownerId: 1, name: 'draft' }] : [],
  } as TallyWithWorkAndTags;
}

/** The server, by method and path: each test says what the project's reads return. */
function serve(routes: Record<string, Answer>): SentRequest[] {
  return fakeServer(routes).sent;
}

/** 'METHOD /url' of each request, in order. */
const asked = (sent: readonly SentRequest[]): string[] => sent.map((r) => `${r.method} ${r.url}`);

const PROJECT = 'GET /api/v1/project/12';
const DAYS = `GET /api/v1/stats/days?${encodeURIComponent('works[]')}=12`;
const ENTRIES = 'GET /api/v1/project/12/tally';
const entriesPage = (skip: number, take: number) => `${ENTRIES}?skip=${skip}&take=${take}`;

/** The server's answer to a page of entries: newest first, `take` of them from the `skip`-th, and how many in all. */
function pagesOf(tallies: readonly TallyWithWorkAndTags[]): Answer {
  const newestFirst = [...tallies].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
  return ({ url }) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const skip = Number(query.get('skip'));
    return ok({ total: tallies.length, tallies: newestFirst.slice(skip, skip + Number(query.get('take'))) });
  };
}

function serveProject(tallies: TallyWithWorkAndTags[]): SentRequest[] {
  const days = tallies.map((t) => ({ date: t.date, counts: { [t.measure]: t.count } }));
  return serve({ [PROJECT]: ok(project), [DAYS]: ok(days), [ENTRIES]: pagesOf(tallies) });
}

const show = () =>
  renderAt(
    '/projects/12',
    <>
      <Notifications />
      <ProjectPage params={{ projectId: '12' }} />
    </>,
  );

beforeEach(() => {
  invalidateAll();
  store.set(userAtom, testUser());
});
afterEach(() => notifications.clean());

describe('the project page', () => {
  test('shows the title, the description (raw HTML as the text it is), the buttons, and reads only this project', async () => {
    const seen = serveProject([entry(1)]);
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Novel' })).toBeInTheDocument();
    expect(screen.getByText('A story about <b>dragons</b>.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configure Project' })).toHaveAttribute('href', '/projects/12/edit');
    expect(screen.getByRole('button', { name: 'Delete Project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Progress' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Activity on My Novel' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Words' })).toBeInTheDocument();
    expect(store.get(pageProjectAtom)).toBe(12);
    expect(asked(seen).sort()).toEqual([PROJECT, DAYS, entriesPage(0, 30)].sort());
  });

  // Issue 27 #8: the description showed its markdown's asterisks.
  test('the description is markdown, shown safely: emphasis and links, never raw HTML', async () => {
    serve({
      [PROJECT]: ok({ ...project, description: 'A story about **dragons** and _ice_.\nBook one of three.\n\nSee [the map](https://example.com/map) <img src=x onerror="alert(1)">' }),
      [DAYS]: ok([]), [ENTRIES]: pagesOf([]),
    });
    show();
    await screen.findByRole('heading', { level: 1, name: 'My Novel' });
    const bold = screen.getByText('dragons');
    expect(bold.tagName).toBe('STRONG');
    expect(screen.getByText('ice').tagName).toBe('EM');
    expect(screen.queryByText(/\*\*/)).toBeNull();
    // A line break typed in the description stays one, as it did when the description was plain text.
    expect(bold.closest('p')?.querySelector('br')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'the map' });
    expect(link).toHaveAttribute('href', 'https://example.com/map');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
  });

  // Issue 27 #7: it read every entry of the project (GET /tally?works[]=12) to show 30 of them.
  test('the table reads the entries a page at a time from the server: 30, then the page asked for', async () => {
    const seen = serveProject(Array.from({ length: 95 }, (_, i) => entry(i + 1)));
    show();
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(within(progress).getByText('Entries 1–30 of 95')).toBeInTheDocument();
    expect(asked(seen).filter((url) => url.startsWith('GET /api/v1/tally'))).toEqual([]);
    const user = userEvent.setup();
    await user.click(within(progress).getByRole('button', { name: '4' }));
    expect(await within(progress).findByText('Entries 91–95 of 95')).toBeInTheDocument();
    await user.selectOptions(within(progress).getByLabelText('Rows per page'), '90');
    expect(await within(progress).findByText('Entries 1–90 of 95')).toBeInTheDocument();
    expect(asked(seen).filter((url) => url.startsWith(ENTRIES))).toEqual([entriesPage(0, 30), entriesPage(90, 30), entriesPage(0, 90)]);
  }, 20_000);

  test('the table shows 30 entries a page, newest first, and pages on', async () => {
    serveProject(Array.from({ length: 31 }, (_, i) => entry(i + 1)));
    show();
    const progress = await screen.findByRole('region', { name: 'Progress' });
    const rows = (): HTMLElement[] => within(progress).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(30);
    expect(within(rows()[0] as HTMLElement).getByText('Jan 31, 2026')).toBeInTheDocument();
    expect(within(rows()[0] as HTMLElement).getByText('3,100 words')).toBeInTheDocument();
    expect(within(rows()[29] as HTMLElement).getByText('Jan 2, 2026')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(progress).getByRole('button', { name: '2' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    // The arrow buttons have names (axe button-name, issue 12 #16): back to page 1 by "Previous page".
    await user.click(within(progress).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(rows()).toHaveLength(30));
    await user.click(within(progress).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    const last = rows()[0] as HTMLElement;
    expect(within(last).getByText('Jan 1, 2026')).toBeInTheDocument();
    expect(within(last).getByText('#draft')).toBeInTheDocument();
    expect(within(last).getByText('note 1')).toBeInTheDocument();

    await user.selectOptions(within(progress).getByLabelText('Rows per page'), '60');
    await waitFor(() => expect(rows()).toHaveLength(31));
  }, 20_000);

  test('without entries it shows the no-progress message', async () => {
    serveProject([]);
    show();
    expect(await screen.findByText(messages.empty.noProgress)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Progress' })).not.toBeInTheDocument();
  });

  test('an entry opens the edit and delete dialogs', async () => {
    serveProject([entry(1)]);
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the entry of Jan 1, 2026 (100 words)' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Progress' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Delete the entry of Jan 1, 2026 (100 words)' }));
    expect(await screen.findByRole('dialog', { name: messages.confirm.deleteTally })).toBeInTheDocument();
  }, 15_000);

  test('deleting asks for the title, then sends DELETE, says so and goes to the list', async () => {
    const seen = serve({ [PROJECT]: ok(project), [DAYS]: ok([]), [ENTRIES]: pagesOf([]), 'DELETE /api/v1/project/12': ok({ ...project, state: 'deleted' }) });
    const { history } = show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Project' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Project' });
    await user.type(within(dialog).getByLabelText(/Type the project's title/), 'My novel');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/Type the project's title/));
    await user.type(within(dialog).getByLabelText(/Type the project's title/), 'My Novel');
    await user.click(confirm);
    await waitFor(() => expect(history.at(-1)).toBe('/projects'));
    expect(asked(seen)).toContain('DELETE /api/v1/project/12');
  });

  test('Undo in the toast after the delete restores the project and goes back to its page', async () => {
    const server = fakeServer({ [PROJECT]: ok(project), [DAYS]: ok([]), [ENTRIES]: pagesOf([]), 'DELETE /api/v1/project/12': ok({ ...project, state: 'deleted' }) });
    const { history } = show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Project' });
    await user.type(within(dialog).getByLabelText(/Type the project's title/), 'My Novel');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Project' }));
    await waitFor(() => expect(history.at(-1)).toBe('/projects'));
    expect(screen.getByText(messages.success.deleted('My Novel'))).toBeInTheDocument();
    server.replies['POST /api/v1/project/12/restore'] = ok(project);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(messages.success.restored('My Novel'))).toBeInTheDocument();
    expect(history.at(-1)).toBe('/projects/12');
    expect(asked(server.sent).filter((r) => !r.startsWith('GET'))).toEqual(['DELETE /api/v1/project/12', 'POST /api/v1/project/12/restore']);
  });

  test('a project that does not exist sends the user to the list (spec §2), saying why', async () => {
    serve({ [PROJECT]: fail('NOT_FOUND', 'Not found.', 404) });
    const { history } = show();
    await waitFor(() => expect(history.at(-1)).toBe('/projects'));
    expect(await screen.findByText(messages.errors.projectNotActive)).toBeInTheDocument();
  });

  test('another load failure goes back to the list', async () => {
    serve({ [PROJECT]: fail('SERVER_ERROR', 'Something went wrong server-side.', 500) });
    const { history } = show();
    await waitFor(() => expect(history.at(-1)).toBe('/projects'));
  });
});
