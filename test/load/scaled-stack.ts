import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@inkpace/infra/net';
import { onServer, repoRoot, type Workspace } from './workspace.ts';

/**
 * The scaled mode as `npm run start:scaled` runs it (dist/server/scaled.js: nginx in front of 2 command APIs, 2 query
 * APIs, 2 projectors and 2 workers) on a database of its own, created on the PostgreSQL server the bench was given
 * (or the machine's), with the bench's Redis (or the machine's). Started inside the bench's workspace, so the
 * reaper stops it should the bench die.
 */

const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const MACHINE_REDIS = 'redis://127.0.0.1:6379';
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 30_000;

export interface ScaledInstance { name: string; pid: number }

export interface ScaledStack {
  /** nginx's public address. */
  url: string;
  databaseUrl: string;
  instances: ScaledInstance[];
  /** Resolves with the new pid once the launcher reports `name` restarted and ready. */
  restarted(name: string): Promise<number>;
  stop(): Promise<void>;
}

interface ReadyMessage { ready: true; url: string; instances: ScaledInstance[] }
const isReady = (m: unknown): m is ReadyMessage => typeof m === 'object' && m !== null && 'ready' in m && 'instances' in m;
interface RestartedMessage { restarted: string; pid: number }
const isRestarted = (m: unknown): m is RestartedMessage => typeof m === 'object' && m !== null && 'restarted' in m;

export async function startScaledStack(ws: Workspace): Promise<ScaledStack> {
  const server = new URL(process.env.DATABASE_URL?.trim() || MACHINE_POSTGRES);
  const name = `inkpace_bench_scaled_${Date.now()}`;
  const admin = new URL(server);
  admin.pathname = '/postgres';
  const databaseUrl = new URL(server);
  databaseUrl.pathname = `/${name}`;
  await onServer(admin.toString(), `create database ${name}`);
  const dropDatabase = () => onServer(admin.toString(), `drop database if exists ${name} with (force)`);

  const port = await freePort();
  const logFile = path.join(ws.root, 'scaled.log');
  const log = fs.openSync(logFile, 'a');
  const launcher = spawn(process.execPath, ['--enable-source-maps', path.join(repoRoot, 'dist/server/scaled.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl.toString(), REDIS_URL: process.env.REDIS_URL?.trim() || MACHINE_REDIS,
      DATA_DIR: path.join(ws.root, 'scaled-data'), MAIL_OUTBOX_DIR: path.join(ws.root, 'scaled-outbox'), UPLOADS_DIR: path.join(ws.root, 'scaled-uploads'),
      METRICS_PORT: '', // other runs on the machine may hold the default ports; the bench reads no metrics
      AUTH_RATE_LIMIT: '1000000000', API_RATE_LIMIT: '1000000000', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', log, log, 'ipc'],
    detached: true, // a group of its own, which the reaper stops should the bench die
  });
  fs.closeSync(log);
  launcher.on('error', () => undefined); // a failed spawn shows as a missing pid
  if (launcher.pid === undefined) {
    await dropDatabase();
    throw new Error('could not spawn the scaled launcher');
  }
  ws.trackServer(launcher.pid);
  const exited = new Promise<void>((resolve) => launcher.once('exit', () => resolve()));
  const stop = async () => {
    if (launcher.exitCode === null && launcher.signalCode === null) {
      launcher.kill('SIGTERM'); // it stops nginx and every instance, each draining
      const timer = setTimeout(() => launcher.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await dropDatabase();
  };

  let timer: NodeJS.Timeout | undefined;
  try {
    const ready = await Promise.race([
      new Promise<ReadyMessage>((resolve) => launcher.on('message', (m: unknown) => { if (isReady(m)) resolve(m); })),
      exited.then(() => { throw new Error(`the scaled stack exited before it was ready; log ${logFile}`); }),
      new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`the scaled stack was not ready in time; log ${logFile}`)), START_TIMEOUT_MS); }),
    ]);
    const instances = ready.instances;
    launcher.on('message', (m: unknown) => {
      const found = isRestarted(m) ? instances.find((i) => i.name === m.restarted) : undefined;
      if (found && isRestarted(m)) found.pid = m.pid;
    });
    return {
      url: ready.url, databaseUrl: databaseUrl.toString(), instances, stop,
      restarted: (instanceName) => new Promise((resolve) => {
        const listener = (m: unknown) => {
          if (!isRestarted(m) || m.restarted !== instanceName) return;
          launcher.off('message', listener);
          resolve(m.pid);
        };
        launcher.on('message', listener);
      }),
    };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
