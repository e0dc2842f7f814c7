import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../../app/cache.ts';
import { fail, fakeServer, heldReply, ok, type SentRequest } from '../../../test/fake-server.ts';
import { renderAt } from '../../../test/render.tsx';
import { adminUser } from '../../../test/admin-data.ts';
import UsersPage from './users-page.tsx';

beforeEach(() => invalidateAll());
afterEach(() => vi.useRealTimers());

const LIST = 'GET /api/admin/user';
const lists = (sent: readonly SentRequest[]): string[] => sent.filter((r) => r.url.startsWith('/api/admin/user')).map((r) => r.url);
const show = (path = '/admin/users') => renderAt(path, <UsersPage params={{}} />);

describe('the users list', () => {
  test('shows each user with a link, email, verification and state in words', async () => {
    fakeServer({
      [LIST]: ok({
        users: [adminUser(2, { username: 'bea', isEmailVerified: true }), adminUser(1, { username: 'ann', state: 'suspended' })],
        total: 2,
      }),
    });
    show();
    expect(await screen.findByRole('link', { name: 'bea' })).toHaveAttribute('href', '/admin/users/2');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [bea, ann] = rows as [HTMLElement, HTMLElement];
    expect(within(bea).getByText('bea@example.com')).toBeInTheDocument();
    expect(within(bea).getByText('Writer 2')).toBeInTheDocument();
    expect(within(bea).getByText('Verified')).toBeInTheDocument();
    expect(within(bea).getByText('Active')).toBeInTheDocument();
    expect(within(ann).getByText('Not verified')).toBeInTheDocument();
    expect(within(ann).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Users 1–2 of 2');
    expect(screen.queryByRole('navigation', { name: 'Pages of users' })).not.toBeInTheDocument();
  });

  test('the search, page and page size come from the address', async () => {
    const server = fakeServer({ [LIST]: ok({ users: [adminUser(101)], total: 101 }) });
    show('/admin/users?search=ann&page=2&size=100');
    expect(await screen.findByRole('link', { name: 'writer101' })).toBeInTheDocument();
    expect(lists(server.sent)).toEqual(['/api/admin/user?skip=100&take=100&search=ann']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ann');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('100');
    expect(screen.getByRole('status')).toHaveTextContent('Users 101–101 of 101');
  });

  test('paging asks for the next page and records it in the address; the page size starts again at page 1', async () => {
    const server = fakeServer({ [LIST]: ok({ users: [adminUser(1)], total: 120 }) });
    const { history } = show();
    const user = userEvent.setup();
    const pages = await screen.findByRole('navigation', { name: 'Pages of users' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lists(server.sent).at(-1)).toBe('/api/admin/user?skip=50&take=50'));
    expect(history.at(-1)).toBe('/admin/users?page=2');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(history.at(-1)).toBe('/admin/users?page=3'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '250');
    await waitFor(() => expect(lists(server.sent).at(-1)).toBe('/api/admin/user?skip=0&take=250'));
    expect(history.at(-1)).toBe('/admin/users?size=250');
  });

  test('the search waits for a 500 ms pause in typing, and for at most 1 s while typing goes on', async () => {
    const server = fakeServer({ [LIST]: ({ url }) => ok({ users: url.includes('search') ? [] : [adminUser(1)], total: url.includes('search') ? 0 : 1 }) });
    const { history } = show();
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    await screen.findByRole('link', { name: 'writer1' });
    // Only the timers the debounce uses: a request is recorded the moment the page asks for it, so the checks
    // below need no waiting (RTL's waits would themselves wait on a faked timer).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const type = (text: string) => fireEvent.change(box, { target: { value: text } });
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    type('a');
    wait(300);
    type('an');
    wait(499);
    expect(lists(server.sent)).toEqual(['/api/admin/user?skip=0&take=50']);
    wait(1);
    expect(lists(server.sent).at(-1)).toBe('/api/admin/user?skip=0&take=50&search=an');
    // A search replaces the address rather than adding to the history.
    expect(history).toEqual(['/admin/users?search=an']);

    // Typing on without a pause: the search still goes out once a second has passed since it began.
    for (const text of ['ann', 'anne', 'anne ']) {
      type(text);
      wait(250);
    }
    type('anne b');
    wait(249);
    expect(lists(server.sent)).toHaveLength(2);
    wait(1);
    expect(lists(server.sent).at(-1)).toBe('/api/admin/user?skip=0&take=50&search=anne+b');
    expect(lists(server.sent)).toHaveLength(3);

    vi.useRealTimers();
    expect(await screen.findByText(messages.empty.noUsersMatch('anne b'))).toBeInTheDocument();
    expect(box).toHaveValue('anne b');
  });

  test('Enter searches at once', async () => {
    const server = fakeServer({ [LIST]: ok({ users: [], total: 0 }) });
    show();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'zed{Enter}');
    await waitFor(() => expect(lists(server.sent).at(-1)).toBe('/api/admin/user?skip=0&take=50&search=zed'));
  });

  test('while the next page loads the rows stay and a loading status shows', async () => {
    const held = heldReply();
    const server = fakeServer({ [LIST]: ok({ users: [adminUser(1)], total: 60 }) });
    show();
    const user = userEvent.setup();
    const pages = await screen.findByRole('navigation', { name: 'Pages of users' });
    server.replies[LIST] = held.answer;
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'writer1' })).toBeInTheDocument();
    held.send(ok({ users: [adminUser(60)], total: 60 }));
    expect(await screen.findByRole('link', { name: 'writer60' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  test('with no users at all it says so', async () => {
    fakeServer({ [LIST]: ok({ users: [], total: 0 }) });
    show();
    expect(await screen.findByText(messages.empty.noUsers)).toBeInTheDocument();
  });

  test('a page past the end says so and offers the first page', async () => {
    fakeServer({ [LIST]: ok({ users: [], total: 3 }) });
    const { history } = show('/admin/users?page=9');
    expect(await screen.findByText(messages.empty.noUsersOnPage(9))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(history.at(-1)).toBe('/admin/users');
  });

  test('a failed load shows the server message and can try again', async () => {
    const server = fakeServer({ [LIST]: fail('SERVER_ERROR', 'The database is asleep.', 500) });
    show();
    expect(await screen.findByText('The database is asleep.')).toBeInTheDocument();
    server.replies[LIST] = ok({ users: [adminUser(1)], total: 1 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'writer1' })).toBeInTheDocument();
  });
});
