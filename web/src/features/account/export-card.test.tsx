import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { signedIn } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, heldReply } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import AccountPage from './account-page.tsx';

const m = messages.imports;
beforeEach(() => signedIn(testUser()));

const exportSection = () => within(screen.getByRole('region', { name: 'Your Data' }));

describe('the export on the account page', () => {
  test('the button says what it downloads, is busy while the zip comes, and says when it is too soon', async () => {
    const held = heldReply();
    const server = fakeServer({ 'GET /api/v1/export': held.answer });
    renderAt('/account', <AccountPage />);
    const section = exportSection();
    const button = section.getByRole('button', { name: m.exportButton });
    expect(button).toHaveAccessibleDescription(m.exportHelp);
    await userEvent.setup().click(button);
    const busy = await section.findByRole('button', { name: m.exportPreparing });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    held.send(fail('TOO_MANY_REQUESTS', 'paws off', 429));
    expect(await section.findByRole('alert')).toHaveTextContent(m.exportTooSoon);
    expect(section.getByRole('button', { name: m.exportButton })).toBeEnabled();
    expect(server.sent.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/v1/export']);
  });

  test("another failure shows the server's words, and a retry clears them", async () => {
    const server = fakeServer({ 'GET /api/v1/export': fail('NOT_LOGGED_IN', messages.errors.notLoggedIn, 401) });
    renderAt('/account', <AccountPage />);
    const section = exportSection();
    const user = userEvent.setup();
    await user.click(section.getByRole('button', { name: m.exportButton }));
    expect(await section.findByRole('alert')).toHaveTextContent(messages.errors.notLoggedIn);
    server.replies['GET /api/v1/export'] = fail('TOO_MANY_REQUESTS', 'paws off', 429);
    await user.click(section.getByRole('button', { name: m.exportButton }));
    await vi.waitFor(() => expect(section.getByRole('alert')).toHaveTextContent(m.exportTooSoon));
  });
});
