import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, type Migration } from 'kysely';
import { migrations } from './migrations/index.ts';
import { preparingPool } from './prepared.ts';

export { StatementNames } from './prepared.ts';
export { positionFromColumn } from './positions.ts';

export { sql } from 'kysely';
export type { Kysely, Transaction } from 'kysely';
export { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded/index.ts';

// xid8 and bigint come back as strings by default; int8 is kept a string so no precision is lost.
// Dates (YYYY-MM-DD calendar strings) must never become JS Dates: keep the text.
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return pool;
}

/** A Kysely instance over the pool (statements run often are prepared, see prepared.ts). T is the table map. */
export function createDb<T>(pool: pg.Pool): Kysely<T> {
  return new Kysely<T>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
}

const migratorFor = (db: Kysely<unknown>) => new Migrator({
  db,
  provider: { getMigrations: async () => migrations as Record<string, Migration> },
});

function throwIfFailed(outcome: Awaited<ReturnType<Migrator['migrateToLatest']>>): void {
  const { error, results } = outcome;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? '(before any migration)'} failed: ${String(error)}`, { cause: error });
  }
}

/** Forward-only migrations, run at start by every process; Kysely's lock makes concurrent starts safe. */
export async function migrate(db: Kysely<unknown>): Promise<void> {
  throwIfFailed(await migratorFor(db).migrateToLatest());
}

/** Whether this version of Inkpace has a migration of that name (a restore migrates to a backup's level first). */
export const isKnownMigration = (name: string): boolean => Object.hasOwn(migrations, name);

/** Migrates a database up to and including the migration `name` (a restore's first step, see backup/restore.ts). */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  throwIfFailed(await migratorFor(db).migrateTo(name));
}

/** Creates a database if it does not exist, connecting through the server's maintenance database. */
export async function ensureDatabase(connectionString: string): Promise<void> {
  const url = new URL(connectionString);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) return;
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`).catch((e: { code?: string }) => {
        if (e.code !== '42P04') throw e; // created concurrently
      });
    }
  } finally {
    await client.end();
  }
}
export { PgWakeListener, EVENTS_CHANNEL, type WakeListener, type WarnLog } from './listener.ts';
export { pgUsageWriter } from './usage.ts';
export {
  claimExport, exportParts, exportStatusView, finishExport, forgetOldExports, insertExport, queuedExportsBefore, recordExportHeartbeat, recordExportProgress,
  storeExportPart, takeBackStalledExports, type ExportRun,
} from './exports.ts';
export {
  claimImport, finishImport, forgetOldImports, importStatusView, insertImport, nextQueuedImport, queuedImportsBefore, recordHeartbeat, runningImportBeat, recordProgress,
  recordReading, takeBackStalledImports, type ClaimedImport, type ImportOutcome, type ImportReading, type ImportRun, type NewImport,
} from './imports.ts';
