import { screen, waitFor, within } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { ProjectionStatusItem } from '@inkpace/contracts/api/admin-projections';
import { formatInstant } from '@inkpace/contracts/rules/format';
import { invalidateAll } from '../../../app/cache.ts';
import { fail, fakeServer, ok, writes } from '../../../test/fake-server.ts';
import { renderAt } from '../../../test/render.tsx';
import ProjectionsPage from './projections-page.tsx';

beforeEach(() => invalidateAll());
afterEach(() => notifications.clean());

const renderPage = () => renderAt('/admin/projections', <><Notifications /><ProjectionsPage /></>);

const item = (name: string, over: Partial<ProjectionStatusItem> = {}): ProjectionStatusItem => ({
  name, codeVersion: 2, liveVersion: 2, position: '1200', behind: 0, leader: { process: 'host-a pid 41', since: '2026-11-24T08:00:00Z' },
  failure: null, rebuild: null, ...over,
});
const running: ProjectionStatusItem['rebuild'] = {
  status: 'running', origin: 'admin', requestedBy: 1, requestedAt: '2026-11-24T09:00:00Z', startedAt: '2026-11-24T09:00:01Z', finishedAt: null,
  process: 'host-a pid 41', applied: 250_000, total: 1_000_000, percent: 25, eventsPerSecond: 50_000, etaSeconds: 15, error: null,
};

const rowOf = async (name: string): Promise<HTMLElement> => {
  const cell = await screen.findByText(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

test('each projection shows its state, position, leader and latest rebuild; a running rebuild shows its progress, rate and time left', async () => {
  fakeServer({
    'GET /api/admin/projections': ok([
      item('accounts'),
      item('progress', { rebuild: running }),
      item('audit', { behind: 1234, leader: null, failure: { position: '77', streamId: 'tally-9', eventType: 'TallyLogged', error: 'boom', attempts: 3, since: '2026-11-24T08:00:00Z', nextRetryAt: '2026-11-24T08:01:00Z' } }),
    ]),
  });
  renderPage();
  const accounts = await rowOf('accounts');
  expect(within(accounts).getByText('Up to date')).toBeInTheDocument();
  expect(within(accounts).getByText('host-a pid 41')).toBeInTheDocument();
  expect(within(accounts).getByText('Never rebuilt')).toBeInTheDocument();
  expect(within(accounts).getByRole('button', { name: 'Rebuild accounts' })).toBeEnabled();

  const progress = await rowOf('progress');
  expect(within(progress).getByRole('progressbar', { name: 'Rebuild of progress' })).toHaveAttribute('aria-valuenow', '25');
  expect(within(progress).getByText(/Rebuilding by an admin: 25 % \(250,000 of 1,000,000 events\), 50,000 events\/s, about 15 s left/)).toBeInTheDocument();
  expect(within(progress).getByRole('button', { name: 'Rebuild progress' })).toBeDisabled();

  const audit = await rowOf('audit');
  expect(within(audit).getByText('Failing')).toBeInTheDocument();
  expect(within(audit).getByText(/Stopped by event 77 \(TallyLogged on tally-9\), 3 attempts: boom/)).toBeInTheDocument();
  expect(within(audit).getByText('No projector is leading it')).toBeInTheDocument();
  expect(screen.getByText('A projection is failing')).toBeInTheDocument();
});

test('rebuilding one asks first, sends its name and follows the rebuild', async () => {
  let list = [item('accounts'), item('progress')];
  const server = fakeServer({
    'GET /api/admin/projections': () => ok(list),
    'POST /api/admin/projections/rebuild': () => {
      list = [item('accounts'), item('progress', { rebuild: running })];
      return ok({ requested: ['progress'], alreadyRunning: [] });
    },
  });
  renderPage();
  const user = userEvent.setup();
  await user.click(within(await rowOf('progress')).getByRole('button', { name: 'Rebuild progress' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rebuild projections' });
  expect(within(dialog).getByText(/rebuild progress from the whole event log/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
  expect(await screen.findByText('Rebuild started: progress.')).toBeInTheDocument();
  expect(writes(server.sent).map((r) => [r.url, r.body])).toEqual([['/api/admin/projections/rebuild', { names: ['progress'] }]]);
  expect(await screen.findByRole('progressbar', { name: 'Rebuild of progress' })).toBeInTheDocument();
});

test('Rebuild all sends no names; a refusal shows the server message in the dialog', async () => {
  const server = fakeServer({
    'GET /api/admin/projections': ok([item('accounts')]),
    'POST /api/admin/projections/rebuild': fail('VALIDATION_FAILED', 'Unknown projection(s): x.'),
  });
  renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Rebuild all' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rebuild projections' });
  await user.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
  expect(await within(dialog).findByText('Could not start the rebuild: Unknown projection(s): x.')).toBeInTheDocument();
  await waitFor(() => expect(writes(server.sent).map((r) => r.body)).toEqual([{}]));
});

test('a failed load shows the message with a retry', async () => {
  fakeServer({ 'GET /api/admin/projections': fail('SERVER_ERROR', 'Something went wrong server-side.', 500) });
  renderPage();
  expect(await screen.findByText('Something went wrong server-side.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

// Issue 27 #8: this page wrote times as the browser's toLocaleString ("11/24/2026, 9:00:05 AM"), unlike the rest of
// the app ("Nov 24, 2026").
test("a finished or failed rebuild's time is written as everywhere else in the app", async () => {
  const done = { ...running, status: 'done' as const, finishedAt: '2026-11-24T09:00:05Z', applied: 1_000_000, percent: 100, etaSeconds: null };
  const failed = { ...running, status: 'failed' as const, finishedAt: '2026-11-24T09:00:05Z', error: 'disk full' };
  fakeServer({ 'GET /api/admin/projections': ok([item('accounts', { rebuild: done }), item('progress', { rebuild: failed })]) });
  renderPage();
  const at = formatInstant('2026-11-24T09:00:05Z');
  expect(at).toMatch(/^Nov 2[45], 2026, \d\d:\d\d$/);
  expect(within(await rowOf('accounts')).getByText(`Rebuilt by an admin at ${at}: 1,000,000 events at 50,000 events/s`)).toBeInTheDocument();
  expect(within(await rowOf('progress')).getByText(`Rebuild by an admin failed at ${at}: disk full`)).toBeInTheDocument();
});
