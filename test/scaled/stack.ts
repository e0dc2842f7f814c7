import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@inkpace/infra/net';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, redisUrl, type TestDatabase } from '../support/db.ts';

/**
 * The scaled stack as `npm run start:scaled` runs it (infra/src/run/scaled.ts): nginx in front of 2 command APIs,
 * 2 query APIs, 2 projectors and 2 workers, on a fresh database of the test run's PostgreSQL and its Redis. Each
 * scenario file starts one with this helper.
 */

export interface StackInstance {
  /** Role and index, e.g. `query-api#2`. */
  name: string;
  pid: number;
  /** The instance's own HTTP port (behind nginx), or null for the projectors and workers. */
  port: number | null;
}

export interface ScaledStack {
  /** nginx's public address. */
  url: string;
  instances: StackInstance[];
  database: TestDatabase;
  dataDir: string;
  /** The launcher's output so far (each line prefixed with its instance), for failure messages. */
  output(): string;
  /** Sends a signal to one instance (by name); the launcher restarts it if it exits. */
  signal(name: string, signal: NodeJS.Signals): void;
  /** Resolves with the new pid once the launcher reports `name` restarted and ready. */
  restarted(name: string): Promise<number>;
  /** Asks the launcher for a rolling restart (SIGHUP) and resolves when every instance is back. */
  rollingRestart(): Promise<void>;
  close(): Promise<void>;
}

interface RestartedMessage { restarted: string; pid: number }
const isRestarted = (m: unknown): m is RestartedMessage => typeof m === 'object' && m !== null && 'restarted' in m;
const isRolled = (m: unknown): boolean => typeof m === 'object' && m !== null && 'rolled' in m;

interface ReadyMessage { ready: true; url: string; instances: StackInstance[] }
const isReady = (m: unknown): m is ReadyMessage => typeof m === 'object' && m !== null && 'ready' in m && 'instances' in m;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Builds dist/ when it is older than its sources (a no-op when `npm start` or an earlier test built it). */
function build(): void {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'infra/src/run/build.ts')], { cwd: root, stdio: 'inherit' });
}

const START_TIMEOUT_MS = 150_000;

export async function startScaledStack(env: Record<string, string> = {}): Promise<ScaledStack> {
  build();
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-scaled-'));
  const port = await freePort();
  let output = '';
  const launcher: ChildProcess = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/scaled.js')], {
    env: {
      ...process.env,
      PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, REDIS_URL: redisUrl(), DATA_DIR: dataDir,
      METRICS_PORT: '', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn', AUTH_RATE_LIMIT: '100000', API_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const keep = (chunk: Buffer) => { output = (output + chunk.toString('utf8')).slice(-20_000); };
  launcher.stdout?.on('data', keep);
  launcher.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)));

  const close = async () => {
    if (launcher.exitCode === null && launcher.signalCode === null) launcher.kill('SIGTERM');
    await exited;
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const ready = await Promise.race([
      new Promise<ReadyMessage>((resolve) => launcher.on('message', (m: unknown) => { if (isReady(m)) resolve(m); })),
      exited.then((code) => { throw new Error(`the scaled stack exited (${code}) before it was ready:\n${output}`); }),
      new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`the scaled stack was not ready in time:\n${output}`)), START_TIMEOUT_MS); }),
    ]);
    const instances = ready.instances;
    launcher.on('message', (m: unknown) => {
      const found = isRestarted(m) ? instances.find((i) => i.name === m.restarted) : undefined;
      if (found && isRestarted(m)) found.pid = m.pid;
    });
    const named = (name: string) => {
      const found = instances.find((i) => i.name === name);
      if (!found) throw new Error(`no instance ${name}`);
      return found;
    };
    return {
      url: ready.url, instances, database, dataDir, output: () => output, close,
      signal: (name, signal) => process.kill(named(name).pid, signal),
      restarted: (name) => new Promise((resolve) => {
        const listener = (m: unknown) => {
          if (!isRestarted(m) || m.restarted !== name) return;
          launcher.off('message', listener);
          resolve(m.pid);
        };
        launcher.on('message', listener);
      }),
      rollingRestart: () => new Promise((resolve) => {
        const listener = (m: unknown) => {
          if (!isRolled(m)) return;
          launcher.off('message', listener);
          resolve();
        };
        launcher.on('message', listener);
        launcher.kill('SIGHUP');
      }),
    };
  } catch (error) {
    await close();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
