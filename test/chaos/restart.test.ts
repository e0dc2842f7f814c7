import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { freePort, isAlive } from '@inkpace/infra/net';
import { Client, data } from '../support/http.ts';

/**
 * `npm start` right after a kill -9 of the app comes up: the embedded PostgreSQL left behind (a dead postmaster's
 * pid file, backends still holding its shared memory, or a postmaster still alive without its Node) is waited
 * for or reused, never connected to on a port nobody listens on.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-restart-'));
fs.chmodSync(dataDir, 0o755);
const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
const logFile = path.join(dataDir, 'app.log');
let app: ChildProcess | null = null;

async function start(): Promise<string> {
  const port = await freePort();
  // The embedded path on purpose; one Node process (no tsx launcher) so that a kill -9 of it is the app's death.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const env = { ...inherited, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000' };
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/run/embedded.ts'], { cwd: root, env, stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  app = child;
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8')}`);
    if (await fetch(`${url}/api/v1/ping`).then((r) => r.ok, () => false)) return url;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the app did not answer within 30 s:\n${fs.readFileSync(logFile, 'utf8')}`);
}

function postmaster(): number | null {
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** The postmaster's children (its backends and helpers run in sessions of their own, out of the app's group). */
function childrenOf(parent: number): number[] {
  return fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).flatMap((entry) => {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent ? [Number(entry)] : [];
    } catch {
      return []; // gone meanwhile
    }
  });
}

function kill(pid: number): void {
  try { process.kill(pid, 'SIGKILL'); } catch { /* already gone */ }
}

/**
 * The app's database as an operator would reach it: where the pid file says the server listens, with the
 * password file's password (the fixed one of installs from before that file).
 */
function databaseUrl(): string {
  const [, , , port, socketDir, listenAddress] = fs.readFileSync(pidFile, 'utf8').split('\n').map((line) => line.trim());
  const passwordFile = path.join(dataDir, 'pg-password');
  const password = fs.existsSync(passwordFile) ? fs.readFileSync(passwordFile, 'utf8').trim() : 'postgres';
  const url = new URL(`postgres://postgres@${listenAddress || 'localhost'}:${port}/inkpace`);
  url.password = password;
  if (socketDir) url.searchParams.set('host', socketDir);
  return url.toString();
}

/**
 * A backend busy counting for seconds: it looks at its postmaster again only when done, and until then holds
 * the dead server's shared memory, with which PostgreSQL will not start. Settles when the count ends.
 */
async function busyBackend(): Promise<{ done: Promise<unknown> }> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  client.on('error', () => undefined);
  await client.connect();
  const counting = client.query('select count(*) from generate_series(1, 25000000)').catch(() => undefined);
  await new Promise((r) => setTimeout(r, 200)); // under way
  return { done: counting.finally(() => client.end().catch(() => undefined)) };
}

type Crash = 'everything' | 'the process group' | 'the process group, a backend busy' | 'node alone';

/**
 * SIGKILL to node, the postmaster and every backend; or to node's process group (node and the postmaster, not
 * the backends, which run in sessions of their own); or to node alone (the postmaster lives on).
 */
function crash(how: Crash): void {
  const pm = postmaster();
  const backends = how === 'everything' && pm ? childrenOf(pm) : [];
  if (app?.pid) kill(how === 'node alone' ? app.pid : -app.pid);
  if (pm && how !== 'node alone') kill(pm); // a postmaster reused from an earlier round is not in node's group
  backends.forEach(kill);
}

const rounds: Crash[] = [
  'everything', 'the process group, a backend busy', 'node alone', 'everything', 'the process group',
  'node alone', 'everything', 'the process group', 'node alone', 'everything',
];

afterAll(async () => {
  if (app?.pid) kill(-app.pid);
  const pm = postmaster();
  if (pm) {
    try { process.kill(pm, 'SIGINT'); } catch { /* gone */ }
    for (let i = 0; i < 100 && isAlive(pm); i++) await new Promise((r) => setTimeout(r, 50));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('ten restarts straight after kill -9 of the app and its PostgreSQL each come up with every earlier sign-up', { timeout: 180_000 }, async () => {
  let url = await start();
  for (const [round, how] of rounds.entries()) {
    const c = new Client(url);
    data(await c.post('/api/auth/signup', { username: `round${round}`, email: `r${round}@example.com`, password: 'durable secret' }));
    const busy = how === 'the process group, a backend busy' ? await busyBackend() : null;
    crash(how);
    url = await start().catch((error: Error) => { throw new Error(`round ${round}, after killing ${how}: ${error.message}`); });
    await busy?.done;
    for (const earlier of [0, round]) {
      const login = await new Client(url).post('/api/auth/login', { username: `round${earlier}`, password: 'durable secret' });
      expect(data(login), `round ${round}, after killing ${how}`).toMatchObject({ username: `round${earlier}` });
    }
  }
});
