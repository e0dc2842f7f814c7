import pg from 'pg';
import { LEGACY_PASSWORD } from './password.ts';
import type { PostmasterRecord } from './postmaster.ts';

export const SUPERUSER = 'postgres';
const INVALID_PASSWORD = '28P01';

/** How the server is reached: a Unix socket in its own folder, or (a path too long for a socket) 127.0.0.1. */
export type Address = { socketDir: string; port: number } | { host: string; port: number };

export function addressOf(record: PostmasterRecord): Address | null {
  if (!Number.isInteger(record.port)) return null;
  if (record.socketDir) return { socketDir: record.socketDir, port: record.port };
  if (record.listenAddress) return { host: record.listenAddress, port: record.port };
  return null;
}

export function urlOf(address: Address, password: string, database: string): string {
  const url = new URL('postgres://localhost');
  url.username = SUPERUSER;
  url.password = password;
  url.port = String(address.port);
  url.pathname = `/${encodeURIComponent(database)}`;
  // node-postgres (and libpq) read a `host` parameter naming a directory as that directory's socket.
  if ('socketDir' in address) url.searchParams.set('host', address.socketDir);
  else url.hostname = address.host;
  return url.toString();
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
export async function connectAsSuperuser(address: Address, password: string, passwordFile: string): Promise<pg.Client> {
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
    // Stored hashed (password_encryption is scram-sha-256). Not a bind parameter: utility statements take none.
    await legacy.query(`alter role ${SUPERUSER} password ${legacy.escapeLiteral(password)}`);
  } finally {
    await legacy.end();
  }
  return connected(urlOf(address, password, 'postgres'));
}

/** Creates `database` if missing, through a superuser connection that it ends. */
export async function ensureDatabase(client: pg.Client, database: string): Promise<void> {
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Refused, no socket yet, cut off, or PostgreSQL's "the database system is starting up / shutting down". */
export function notAcceptingYet(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return /^E[A-Z]+$/.test(code) || code === '57P03'; // a system error, or that SQLSTATE
  return error instanceof Error && error.message.includes('Connection terminated');
}
