import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, isAlive as alive } from '@inkpace/infra/net';
import { exportState, repoRoot } from './state.ts';

const START_TIMEOUT_MS = 120_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // gone meanwhile
  }
}

async function waitGone(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (check()) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/** A fresh database on the server DATABASE_URL names, for this run only. */
async function createRunDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `inkpace_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) };
}

function logTail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitForPing(baseURL: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${logTail(logFile)}`);
    }
    const ok = await fetch(`${baseURL}/api/v1/ping`, { signal: AbortSignal.timeout(2_000) })
      .then(async (res) => {
        await res.arrayBuffer();
        return res.ok;
      })
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`the server did not answer within ${START_TIMEOUT_MS} ms:\n${logTail(logFile)}`);
    await sleep(100);
  }
}

/**
 * Builds the app as `npm start` does, then starts `node dist/server/embedded.js` in its own process group on a
 * free port, with a fresh DATA_DIR (and a fresh database when DATABASE_URL is set). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = [];
  const teardown = async (): Promise<void> => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('e2e teardown:', error);
      }
    }
  };
  try {
    execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['infra/src/run/build.ts'], { cwd: repoRoot, stdio: 'inherit' });

    // Another build during the run (a concurrent `npm start` or `npm run build`) swaps the assets under the
    // browser: say so at the end, since every page fails to load meanwhile.
    const indexFile = path.join(repoRoot, 'web/dist/index.html');
    const builtAt = fs.statSync(indexFile).mtimeMs;
    cleanups.push(async () => {
      if (fs.existsSync(indexFile) && fs.statSync(indexFile).mtimeMs === builtAt) return;
      console.warn('e2e: web/dist was rebuilt while the tests ran; failures to render pages may come from that.');
    });

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-e2e-'));
    fs.chmodSync(dir, 0o755); // as root, the embedded PostgreSQL runs as the postgres user and must reach its folder
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));

    let databaseUrl = '';
    if (process.env.DATABASE_URL) {
      const database = await createRunDatabase(process.env.DATABASE_URL);
      databaseUrl = database.url;
      cleanups.push(database.drop);
    }

    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const outboxDir = path.join(dir, 'outbox');
    const logFile = path.join(dir, 'server.log');
    const log = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/embedded.js'], {
      cwd: repoRoot,
      // REDIS_URL (and anything else) passes through; an empty DATABASE_URL means unset: the embedded PostgreSQL.
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        MAIL_OUTBOX_DIR: outboxDir,
        AUTH_RATE_LIMIT: '1000000',
        API_RATE_LIMIT: '1000000', // every journey browses from one address, faster than a writer clicks
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', log, log],
      detached: true, // its own process group: the server and its PostgreSQL go down together
    });
    fs.closeSync(log);
    child.on('error', () => undefined);
    const pid = child.pid;
    if (pid === undefined) throw new Error('could not spawn the server');
    cleanups.push(async () => {
      // Keep the server's log beside the other results.
      fs.mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
      fs.copyFileSync(logFile, path.join(repoRoot, 'test-results', 'server.log'));
    });
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        signal(pid, 'SIGTERM'); // the server stops its embedded PostgreSQL itself
        await waitGone(() => child.exitCode === null && child.signalCode === null, 20_000);
      }
      const groupAlive = () => alive(-pid);
      for (const sig of ['SIGINT', 'SIGKILL'] as const) {
        if (!groupAlive()) break;
        signal(-pid, sig);
        await waitGone(groupAlive, 5_000);
      }
      // An embedded PostgreSQL that left the group (or outlived it) is found through its pid file.
      const pidFile = path.join(dir, 'pg', 'postmaster.pid');
      const postmaster = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
      if (Number.isInteger(postmaster) && postmaster > 0) {
        for (const sig of ['SIGINT', 'SIGKILL'] as const) {
          if (!alive(postmaster)) break;
          signal(postmaster, sig);
          await waitGone(() => alive(postmaster), 10_000);
        }
      }
    });

    await waitForPing(baseURL, child, logFile);
    exportState({ baseURL, dataDir: dir, outboxDir, databaseUrl });
    console.log(`e2e: the app answers at ${baseURL} (${databaseUrl ? 'database on DATABASE_URL' : 'embedded PostgreSQL'}${process.env.REDIS_URL ? ', Redis' : ''})`);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
