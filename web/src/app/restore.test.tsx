import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { fail, fakeServer, ok, writes } from '../test/fake-server.ts';
import { renderWithToasts } from '../test/render.tsx';
import { invalidateAll } from './cache.ts';
import { offerUndo, type RestoreTarget } from './restore.ts';

beforeEach(() => invalidateAll());
afterEach(() => notifications.clean());

const BOARD = '8fb3e519-fc08-477f-a70e-4132eca599d4';

/** The toast host alone: offerUndo is what every delete dialog calls once its DELETE has succeeded. */
function deleted(target: RestoreTarget, back?: string) {
  const navigate = vi.fn<(to: string) => void>();
  renderWithToasts(<main />);
  offerUndo(target, { message: 'Harbour Lights has been deleted.', restored: 'Harbour Lights has been restored.', back: back ? { to: back, navigate } : undefined });
  return { navigate, user: userEvent.setup() };
}

describe('Undo in the toast after a delete', () => {
  test.each([
    { target: { kind: 'project', id: 12 } as const, route: 'POST /api/v1/project/12/restore' },
    { target: { kind: 'tally', id: 40 } as const, route: 'POST /api/v1/tally/40/restore' },
    { target: { kind: 'goal', id: 7 } as const, route: 'POST /api/v1/goal/7/restore' },
    { target: { kind: 'tag', id: 3 } as const, route: 'POST /api/v1/tag/3/restore' },
    { target: { kind: 'leaderboard', uuid: BOARD } as const, route: `POST /api/v1/leaderboard/${BOARD}/restore` },
  ])('$target.kind: Undo sends $route, says it is back and goes back to it', async ({ target, route }) => {
    const server = fakeServer({ [route]: ok({}) });
    const { navigate, user } = deleted(target, '/back/to/it');
    expect(await screen.findByText('Harbour Lights has been deleted.')).toBeInTheDocument();
    expect(server.sent).toEqual([]); // nothing is restored unless asked
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Harbour Lights has been restored.')).toBeInTheDocument();
    expect(writes(server.sent).map((r) => `${r.method} ${r.url}`)).toEqual([route]);
    expect(navigate).toHaveBeenCalledWith('/back/to/it');
    // The same toast now says so: no Undo left to press twice.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  test("a refused restore (409) shows the server's words, and goes nowhere", async () => {
    fakeServer({ 'POST /api/v1/tag/3/restore': fail('CONFLICT', messages.errors.tagRestoreExists, 409) });
    const { navigate, user } = deleted({ kind: 'tag', id: 3 }, '/account/tags');
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(messages.errors.tagRestoreExists)).toBeInTheDocument();
    expect(screen.queryByText('Harbour Lights has been restored.')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  test('while the restore is on its way the toast says so, in the alert a screen reader reads', async () => {
    let send: (v: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (send = resolve)));
    const { user } = deleted({ kind: 'goal', id: 7 });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.success.restoring);
    send(new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Harbour Lights has been restored.'));
  });

  test('Undo is a button the keyboard reaches and presses', async () => {
    const server = fakeServer({ 'POST /api/v1/project/12/restore': ok({}) });
    const { user } = deleted({ kind: 'project', id: 12 });
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(screen.getByRole('alert')).toHaveTextContent('Harbour Lights has been deleted.');
    // The toast's controls are in the tab order, Undo first (then its Close button).
    await user.tab();
    expect(undo).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Harbour Lights has been restored.')).toBeInTheDocument();
    expect(writes(server.sent)).toHaveLength(1);
  });
});
