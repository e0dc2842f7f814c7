import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { Client, data } from '../support/http.ts';
import { freePort } from '@inkpace/infra/net';

/**
 * A write acknowledged with 2xx survives `kill -9` of the whole process group (Node and its embedded
 * PostgreSQL) immediately afterwards: the next start recovers it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-chaos-'));
fs.chmodSync(dataDir, 0o755);
let child: ChildProcess | null = null;


async function start(port: number): Promise<string> {
  // The embedded path on purpose: this is about the default install's durability.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const env = { ...inherited, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000', API_RATE_LIMIT: '1000000' };
  child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['infra/src/run/embedded.ts'], { cwd: root, env, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${url}/api/v1/ping`).then((r) => r.ok, () => false)) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('app did not start');
}

function killGroup(signal: NodeJS.Signals): void {
  if (child?.pid) {
    try { process.kill(-child.pid, signal); } catch { /* already gone */ }
  }
  // The embedded PostgreSQL runs as its own user and session: kill it by its pid file too.
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
  if (Number.isInteger(pid)) {
    try { process.kill(pid, signal); } catch { /* already gone */ }
  }
}

afterAll(async () => {
  killGroup('SIGKILL');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a sign-up and an API key acknowledged just before kill -9 are there after restart', { timeout: 120_000 }, async () => {
  const url = await start(await freePort());
  const c = new Client(url);
  data(await c.post('/api/auth/signup', { username: 'survivor', email: 's@example.com', password: 'durable secret' }));
  data(await c.post('/api/auth/login', { username: 'survivor', password: 'durable secret' }));
  const key = data(await c.post<{ token: string }>('/api/v1/api-key', { name: 'after crash', expiresAt: null }));
  killGroup('SIGKILL');
  await new Promise((r) => setTimeout(r, 1000));

  const url2 = await start(await freePort());
  const again = new Client(url2);
  expect(data(await again.post('/api/auth/login', { username: 'survivor', password: 'durable secret' }))).toMatchObject({ username: 'survivor' });
  expect((await new Client(url2).withBearer(key.token).get('/api/v1/ping/api-token')).status).toBe(200);
});
