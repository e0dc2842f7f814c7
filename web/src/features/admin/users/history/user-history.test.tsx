import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../../../app/cache.ts';
import { fail, fakeServer, heldReply, ok, type SentRequest } from '../../../../test/fake-server.ts';
import { renderAt } from '../../../../test/render.tsx';
import { spoken } from '../../../../test/spoken.ts';
import { historyItem } from '../../../../test/admin-data.ts';
import { UserHistory } from './user-history.tsx';

beforeEach(() => invalidateAll());

const HISTORY = 'GET /api/admin/user/7/history';
const asked = (sent: readonly SentRequest[]): string[] => sent.map((r) => decodeURIComponent(r.url));
const show = () => renderAt('/admin/users/7', <UserHistory userId={7} />);
const entries = (): HTMLElement[] => within(screen.getByRole('list', { name: 'Events, newest first' })).getAllByRole('listitem');

describe("a user's history", () => {
  test('each event says when, what, who, through what, why and what changed (secrets by name only)', async () => {
    fakeServer({
      [HISTORY]: ok({
        nextCursor: null,
        items: [
          historyItem(5, {
            type: 'AccountStateChanged', kind: 'user', role: 'subject', reason: 'spam reports',
            actor: { type: 'admin', userId: 1, username: 'boss', apiKey: null },
            changes: { state: { from: 'active', to: 'suspended' } },
          }),
          historyItem(4, {
            type: 'TallyLogged', kind: 'tally', source: 'api-key',
            actor: { type: 'user', userId: 7, username: 'ann', apiKey: { id: 3, name: 'Scrivener sync' } },
            changes: { count: { from: null, to: 1500 }, source: { from: null, to: 'api' } },
          }),
          historyItem(3, { type: 'AccountStateChanged', kind: 'user', source: 'worker', actor: { type: 'system', userId: null, username: null, apiKey: null } }),
          historyItem(2, { type: 'SessionStarted', at: '2026-03-01T09:30:00.000Z' }),
          historyItem(1, { type: 'UserSignedUp', kind: 'user', changes: { username: { from: null, to: 'ann' } }, redacted: ['passwordHash'] }),
        ],
      }),
    });
    show();
    expect(await screen.findByRole('list', { name: 'Events, newest first' })).toBeInTheDocument();
    const [suspended, logged, automatic, login, signUp] = entries() as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(suspended).getByRole('heading', { level: 3, name: 'Account state changed' })).toBeInTheDocument();
    expect(suspended).toHaveTextContent('By Administrator boss');
    expect(suspended).toHaveTextContent('via Web');
    expect(suspended).toHaveTextContent('Reason: spam reports');
    expect(spoken(suspended)).toContain('State from active to suspended');
    expect(logged).toHaveTextContent('Progress logged');
    expect(logged).toHaveTextContent('By ann with the API key “Scrivener sync”');
    expect(logged).toHaveTextContent('via API key');
    expect(spoken(logged)).toContain('Count from — to 1,500');
    // Where the entry came from, in words, apart from the item's own source (via API key).
    expect(spoken(logged)).toContain('Entry source from — to API');
    expect(automatic).toHaveTextContent('By A worker (automatic)');
    expect(within(login).getByRole('heading', { name: 'Logged in' })).toBeInTheDocument();
    expect(login.querySelector('time')).toHaveAttribute('datetime', '2026-03-01T09:30:00.000Z');
    expect(within(signUp).getByRole('heading', { name: 'Signed up' })).toBeInTheDocument();
    expect(signUp).toHaveTextContent('Password hashchanged (redacted)');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('an account with no events says so', async () => {
    fakeServer({ [HISTORY]: ok({ items: [], nextCursor: null }) });
    show();
    expect(await screen.findByText(messages.empty.noHistory)).toBeInTheDocument();
  });

  test('Load more asks for the page after the cursor and adds it below; a failure says why and can be retried', async () => {
    const server = fakeServer({ [HISTORY]: ok({ items: [historyItem(60), historyItem(59)], nextCursor: '59' }) });
    show();
    const click = userEvent.setup();
    server.replies[`${HISTORY}?cursor=59`] = fail('SERVER_ERROR', 'The database is asleep.', 500);
    await click.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The database is asleep.')).toBeInTheDocument();

    const held = heldReply();
    server.replies[`${HISTORY}?cursor=59`] = held.answer;
    await click.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Loading older events…')).toBeInTheDocument();
    held.send(ok({ items: [historyItem(58)], nextCursor: null }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked(server.sent)).toEqual(['/api/admin/user/7/history', '/api/admin/user/7/history?cursor=59', '/api/admin/user/7/history?cursor=59']);
  });

  test('filters go to the server; dates the wrong way round say so and are not sent', async () => {
    const server = fakeServer({ [HISTORY]: ok({ items: [historyItem(1)], nextCursor: null }) });
    show();
    const click = userEvent.setup();
    await screen.findByRole('list', { name: 'Events, newest first' });
    // The option lists open with a transition that jsdom never finishes: their options count as hidden until then.
    await click.click(screen.getByRole('combobox', { name: 'Kinds' }));
    await click.click(await screen.findByRole('option', { name: 'Session', hidden: true }));
    await waitFor(() => expect(asked(server.sent).at(-1)).toBe('/api/admin/user/7/history?kinds[]=session'));

    await click.click(screen.getByRole('combobox', { name: 'Event types' }));
    await click.click(await screen.findByRole('option', { name: 'Logged in', hidden: true }));
    await waitFor(() => expect(asked(server.sent).at(-1)).toBe('/api/admin/user/7/history?types[]=SessionStarted&kinds[]=session'));

    await click.type(screen.getByRole('textbox', { name: 'From (UTC)' }), '2026-03-05');
    await click.type(screen.getByRole('textbox', { name: 'To (UTC)' }), '2026-03-01');
    expect(await screen.findByText(messages.validation.dateRange)).toBeInTheDocument();
    expect(asked(server.sent).some((url) => url.includes('to='))).toBe(false);

    // Cleared: the unfiltered first page again (cached until something invalidates it, like every list).
    await click.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'From (UTC)' })).toHaveValue('');
    expect(entries()).toHaveLength(1);
  }, 20_000);

  test('a failed load shows the server message', async () => {
    fakeServer({ [HISTORY]: fail('SERVER_ERROR', 'The database is asleep.', 500) });
    show();
    expect(await screen.findByText('The database is asleep.')).toBeInTheDocument();
  });
});
