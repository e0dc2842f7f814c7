import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EXPORT_ZIP_NAME } from '@inkpace/contracts/api/export-format';
import type { ExportStatus } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';
import { signedIn } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, heldReply, ok, type Reply } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import AccountPage from './account-page.tsx';

const m = messages.imports;
const ID = '0b6f7c1e-8d2a-4c5b-9e3f-1a2b3c4d5e6f';
const STATUS_PATH = `GET /api/v1/export/${ID}`;
const FILE_PATH = `GET /api/v1/export/${ID}/file`;

const exportSection = () => within(screen.getByRole('region', { name: 'Your Data' }));
const status = (over: Partial<ExportStatus>): ExportStatus => ({
  id: ID, state: 'running', done: 0, total: 0, size: 0, message: null, createdAt: '2026-03-10T09:00:00.000Z', finishedAt: null, ...over,
});

/** The files the page handed to the browser (jsdom has no object URLs: these stand in for the browser's). */
let saved: Blob[] = [];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  signedIn(testUser());
  saved = [];
  // What `fetch` answered is Node's Blob, not jsdom's: kept as it came.
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    saved.push(blob as Blob);
    return 'blob:inkpace-export';
  };
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

/** Answers the status reads in turn, the last one from then on. */
function answersInTurn(...replies: Reply[]): () => Reply {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)] ?? fail('NOT_FOUND', m.exportNotFound, 404);
}

describe('the export on the account page', () => {
  test('the button starts the job and is busy while it starts; a second within the minute says to wait', async () => {
    const held = heldReply();
    const server = fakeServer({ 'POST /api/v1/export': held.answer });
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
    expect(server.sent.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/v1/export']);
  });

  test('the bar follows the rows with the id in the address, then the zip is saved and the page says so', async () => {
    const server = fakeServer({
      'POST /api/v1/export': ok({ id: ID }, 202),
      [STATUS_PATH]: answersInTurn(ok(status({ done: 0, total: 80 })), ok(status({ done: 40, total: 80 })), ok(status({ state: 'done', done: 80, total: 80, size: 9 }))),
      [FILE_PATH]: ok('the zip'),
    });
    const { history } = renderAt('/account', <AccountPage />);
    const section = exportSection();
    await userEvent.setup().click(section.getByRole('button', { name: m.exportButton }));
    const bar = await section.findByRole('progressbar', { name: m.exportProgressLabel });
    expect(history).toContain(`/account?export=${ID}`);
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 3000 });
    expect(bar).toHaveAttribute('aria-valuemax', '80');
    expect(bar).toHaveAttribute('aria-valuetext', m.exportProgressText(40, 80));
    expect(await section.findByText(m.exportDownloaded(EXPORT_ZIP_NAME), {}, { timeout: 3000 })).toBeInTheDocument();
    expect(section.getByRole('status')).toHaveTextContent(m.exportDownloaded(EXPORT_ZIP_NAME));
    expect(saved).toHaveLength(1);
    expect(await saved[0]?.text()).toContain('the zip');
    expect(history.at(-1)).toBe('/account');
    expect(section.queryByRole('progressbar')).toBeNull();
    expect(section.getByRole('button', { name: m.exportButton })).toBeEnabled();
    expect(server.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  test('a reload with the id in the address follows the same export without starting another', async () => {
    const server = fakeServer({ [STATUS_PATH]: ok(status({ done: 12, total: 80 })) });
    renderAt(`/account?export=${ID}`, <AccountPage />);
    const bar = await exportSection().findByRole('progressbar', { name: m.exportProgressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(exportSection().getByRole('button', { name: m.exportPreparing })).toBeDisabled();
    expect(server.sent.map((r) => `${r.method} ${r.url}`)).not.toContain('POST /api/v1/export');
  });

  test("a failed export says why; an unknown or expired one says it is gone, and a new one may start", async () => {
    fakeServer({ [STATUS_PATH]: ok(status({ state: 'failed', message: m.exportFailed })) });
    const failed = renderAt(`/account?export=${ID}`, <AccountPage />);
    expect(await exportSection().findByRole('alert')).toHaveTextContent(m.exportFailed);
    expect(exportSection().getByRole('button', { name: m.exportButton })).toBeEnabled();
    expect(saved).toEqual([]);
    failed.unmount();

    fakeServer({ [STATUS_PATH]: fail('NOT_FOUND', m.exportNotFound, 404) });
    renderAt(`/account?export=${ID}`, <AccountPage />);
    expect(await exportSection().findByRole('alert')).toHaveTextContent(m.exportNotFound);
    expect(exportSection().getByRole('button', { name: m.exportButton })).toBeEnabled();
  });
});
