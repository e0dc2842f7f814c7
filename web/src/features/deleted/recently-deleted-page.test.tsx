import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { DeletedItem } from '@inkpace/contracts/api/deleted';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { fail, fakeServer, heldReply, ok, writes } from '../../test/fake-server.ts';
import { renderWithToasts } from '../../test/render.tsx';
import RecentlyDeletedPage from './recently-deleted-page.tsx';

const NOW = new Date('2026-11-28T12:00:00Z');
const BOARD = '8fb3e519-fc08-477f-a70e-4132eca599d4';
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

const novel: DeletedItem = { kind: 'project', id: 12, title: 'Harbour Lights', deletedAt: daysAgo(0.1), entryCount: 42 };
const entry: DeletedItem = { kind: 'tally', id: 40, title: 'Harbour Lights · 2026-11-20 · 500 words', deletedAt: daysAgo(1) };
const research: DeletedItem = { kind: 'tag', id: 3, title: 'research', deletedAt: daysAgo(3) };
const board: DeletedItem = { kind: 'leaderboard', id: 5, uuid: BOARD, title: 'NaNo Crew', deletedAt: daysAgo(29) };

beforeEach(() => {
  invalidateAll();
  // Only Date: the page's "3 days ago" is read against this clock; timers stay real for the toasts.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
});

function showPage(items: DeletedItem[] | ReturnType<typeof fail>) {
  const server = fakeServer({ 'GET /api/v1/deleted': Array.isArray(items) ? ok(items) : items });
  renderWithToasts(<RecentlyDeletedPage />);
  return { server, user: userEvent.setup() };
}

const row = (name: RegExp) => screen.getByRole('row', { name });

describe('Recently deleted', () => {
  test('lists each thing with its kind, when it was deleted and until when it can come back, newest first', async () => {
    showPage([novel, entry, research, board]);
    expect(await screen.findByRole('heading', { name: 'Recently Deleted', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(messages.notes.recentlyDeleted)).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Restore Harbour Lights' });
    const names = screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Harbour Lights with 42 entries', 'Harbour Lights · 2026-11-20 · 500 words', '#research', 'NaNo Crew']);
    expect(row(/with 42 entries/)).toHaveTextContent('Project');
    expect(row(/with 42 entries/)).toHaveTextContent('Deleted 2 hours ago · restorable until Dec 28, 2026');
    expect(row(/500 words/)).toHaveTextContent('Progress entry');
    expect(row(/#research/)).toHaveTextContent('TagDeleted 3 days ago · restorable until Dec 25, 2026');
    expect(row(/NaNo Crew/)).toHaveTextContent('LeaderboardDeleted 29 days ago · restorable until Nov 29, 2026');
  });

  test('Restore sends the route of its kind, is busy meanwhile, then the row leaves and a toast says so', async () => {
    const held = heldReply();
    const { server, user } = showPage([novel, research, board]);
    server.replies[`POST /api/v1/leaderboard/${BOARD}/restore`] = held.answer;
    await user.click(await screen.findByRole('button', { name: 'Restore NaNo Crew' }));
    const busy = screen.getByRole('button', { name: 'Restoring NaNo Crew' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent('Restoring...');
    server.replies['GET /api/v1/deleted'] = ok([novel, research]);
    held.send(ok({}));
    expect(await screen.findByText(messages.success.restored('NaNo Crew'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /NaNo Crew/ })).toBeNull());
    expect(writes(server.sent).map((r) => `${r.method} ${r.url}`)).toEqual([`POST /api/v1/leaderboard/${BOARD}/restore`]);
    // The list is read again: the server's word on what is left.
    await waitFor(() => expect(server.sent.filter((r) => r.url === '/api/v1/deleted')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Restore Harbour Lights' })).toBeEnabled();
  });

  test("a refused restore (409) shows the server's words in its row, which stays", async () => {
    const { server, user } = showPage([research]);
    server.replies['POST /api/v1/tag/3/restore'] = fail('CONFLICT', messages.errors.tagRestoreExists, 409);
    await user.click(await screen.findByRole('button', { name: 'Restore #research' }));
    const alert = await within(row(/#research/)).findByRole('alert');
    expect(alert).toHaveTextContent(messages.errors.tagRestoreExists);
    expect(screen.getByRole('button', { name: 'Restore #research' })).toBeEnabled();
    // Trying again clears the old message first; a success then takes the row away.
    server.replies['POST /api/v1/tag/3/restore'] = ok({});
    server.replies['GET /api/v1/deleted'] = ok([]);
    await user.click(screen.getByRole('button', { name: 'Restore #research' }));
    expect(await screen.findByText(messages.empty.noDeleted)).toBeInTheDocument();
    expect(screen.queryByText(messages.errors.tagRestoreExists)).toBeNull();
  });

  test('an entry restores by its id and says so in its own words', async () => {
    const { server, user } = showPage([entry]);
    server.replies['POST /api/v1/tally/40/restore'] = ok({});
    await user.click(await screen.findByRole('button', { name: /^Restore Harbour Lights · 2026-11-20/ }));
    expect(await screen.findByText(messages.success.progressRestored)).toBeInTheDocument();
  });

  test('nothing deleted: the empty state', async () => {
    showPage([]);
    expect(await screen.findByText(messages.empty.noDeleted)).toBeInTheDocument();
    expect(messages.empty.noDeleted).toBe('Nothing deleted in the last 30 days.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('a loader first; a failed load says so and can retry', async () => {
    const { server, user } = showPage(fail('SERVER_ERROR', 'Something went wrong server-side.', 500));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText(messages.errors.deletedLoadFailed)).toBeInTheDocument();
    expect(screen.getByText('Something went wrong server-side.')).toBeInTheDocument();
    server.replies['GET /api/v1/deleted'] = ok([novel]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Restore Harbour Lights' })).toBeInTheDocument();
  });
});
