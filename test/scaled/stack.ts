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
  close(): Promise<void>;
}

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
    return { url: ready.url, instances: ready.instances, database, dataDir, output: () => output, close };
  } catch (error) {
    await close();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
