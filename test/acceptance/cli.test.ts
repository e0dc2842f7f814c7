import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signUpUser } from '../support/accounts.ts';
import { data } from '../support/http.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const cli = (...args: string[]) =>
  run(path.join(root, 'node_modules/.bin/tsx'), ['infra/src/run/cli.ts', ...args], {
    cwd: root, env: { ...process.env, DATABASE_URL: t.database.url, LOG_LEVEL: 'silent' },
  });

test('admin grant appends the grant as an event and the user becomes an administrator', { timeout: 60_000 }, async () => {
  const u = await signUpUser(t);
  expect(data(await u.client.get('/api/admin/me/perms'))).toEqual({ isAdmin: false });
  const { stdout } = await cli('admin', 'grant', u.username.toUpperCase());
  expect(stdout).toContain(`${u.username} is now an administrator.`);
  expect(data(await u.client.get('/api/admin/me/perms'))).toEqual({ isAdmin: true });
  const events = await t.database.pool.query(`select metadata from events where stream_id = $1 and type = 'AdminGranted'`, [`user-${u.uuid}`]);
  expect(events.rows[0]?.metadata).toMatchObject({ actor: { type: 'system' } });
});

test('unknown users and unknown commands fail with a message and a non-zero exit', { timeout: 60_000 }, async () => {
  await expect(cli('admin', 'grant', 'nobody-at-all')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No user named nobody-at-all') });
  await expect(cli('frobnicate')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') });
});
