import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT, BACKUP_FORMAT_VERSION, COPY_PART_BYTES, MANIFEST_MEMBER, qualified, quoteIdent, tablePartName, UPLOADS_PREFIX,
  type BackupManifest, type BackupTable,
} from './format.ts';
import { tarEnd, tarHeader, tarPadding } from './tar.ts';
import { uploadFiles } from './upload-files.ts';

export interface BackupOptions {
  pool: pg.Pool;
  uploadsDir: string;
  /** Where the backup goes; it appears there only once complete. */
  file: string;
  appVersion: string;
  now?: () => Date;
  onProgress?: (label: string, done: number, total: number, unit: string) => void;
}

/** Fast compression: a backup of a big log is bound by it, and the COPY text of events still shrinks several times. */
const GZIP_LEVEL = 3;

interface TableRow { schema: string; name: string; columns: string[]; estimate: number }

/**
 * Every ordinary table of the application's schemas: public (the log, sessions, secrets, checkpoints…) and each
 * projection's. Left out: PostgreSQL's own, a rebuild's half-built or retired copies (`<name>__next`, `<name>__old`),
 * and the migrator's bookkeeping, which the restore's migrations write again. Generated columns cannot be copied in.
 */
const TABLES_SQL = `
  select n.nspname::text as schema, c.relname::text as name, greatest(c.reltuples, 0)::float8 as estimate,
    array(select a.attname::text from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum) as columns
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
    and n.nspname not like '%\\_\\_next' and n.nspname not like '%\\_\\_old'
    and not (n.nspname = 'public' and c.relname in ('kysely_migration', 'kysely_migration_lock'))
  order by n.nspname, c.relname`;

const countRows = (chunk: Buffer): number => {
  let rows = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
  return rows;
};

/**
 * Writes a consistent backup while the app serves: one REPEATABLE READ, READ ONLY transaction sees the log and every
 * read model at one instant, and each table is streamed out with COPY in parts (memory stays at about one part).
 * Uploads are copied after that snapshot was taken: an image is stored before the event naming it is appended, so
 * every upload a backed-up row refers to is in the file (newer ones are harmless extras).
 */
export async function writeBackup(options: BackupOptions): Promise<BackupManifest> {
  const now = options.now ?? (() => new Date());
  const client = await options.pool.connect();
  const partial = `${options.file}.partial-${process.pid}`;
  let failed = false;
  try {
    await client.query('begin isolation level repeatable read, read only');
    // The snapshot is taken by the transaction's first statement: this one.
    const tables = (await client.query<TableRow>(TABLES_SQL)).rows;
    const migration = (await client.query<{ name: string }>('select name from kysely_migration order by name desc limit 1')).rows[0]?.name ?? '';
    const head = (await client.query<{ head: string; tx: string }>(
      'select coalesce(max(global_position), 0)::text as head, coalesce(max(tx_id::text::numeric), 0)::text as tx from events')).rows[0];
    const projections = (await client.query<{ name: string; version: number }>('select name, version from projection_checkpoints order by name')).rows;
    const sequences = (await client.query<{ schema: string; name: string; value: string }>(`
      select schemaname::text as schema, sequencename::text as name, last_value::text as value from pg_sequences
      where last_value is not null and schemaname not like '%\\_\\_next' and schemaname not like '%\\_\\_old' order by 1, 2`)).rows;
    const createdAt = now();
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, appVersion: options.appVersion, createdAt: createdAt.toISOString(),
      migration, logHead: head?.head ?? '0', maxTxId: head?.tx ?? '0',
      projections: Object.fromEntries(projections.map((p) => [p.name, p.version])),
      tables: [], sequences, uploads: 0, members: {},
    };
    const estimate = tables.reduce((sum, t) => sum + t.estimate, 0);
    let rowsDone = 0;
    const member = (name: string, data: Buffer): Buffer[] => {
      manifest.members[name] = { size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
      return [tarHeader(name, data.length, createdAt), data, tarPadding(data.length)];
    };
    async function* tableMembers(table: TableRow): AsyncGenerator<Buffer> {
      const entry: BackupTable = { schema: table.schema, name: table.name, columns: table.columns, rows: 0, parts: 0 };
      const columns = table.columns.map(quoteIdent).join(', ');
      const copy = client.query(copyTo(`copy ${qualified(table.schema, table.name)} (${columns}) to stdout`));
      let held: Buffer[] = [];
      let heldBytes = 0;
      const part = (data: Buffer): Buffer[] => {
        entry.rows += countRows(data);
        return member(tablePartName(table.schema, table.name, entry.parts++), data);
      };
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        held.push(chunk);
        heldBytes += chunk.length;
        if (heldBytes < COPY_PART_BYTES) continue;
        const data = Buffer.concat(held);
        // A part ends at a row's end, so each can be checked and counted alone.
        const cut = data.lastIndexOf(10) + 1;
        held = cut < data.length ? [data.subarray(cut)] : [];
        heldBytes = data.length - cut;
        yield* part(data.subarray(0, cut));
        rowsDone += countRows(data.subarray(0, cut));
        options.onProgress?.('backup', rowsDone, Math.max(estimate, rowsDone), 'rows');
      }
      if (heldBytes > 0) {
        const data = Buffer.concat(held);
        yield* part(data);
        rowsDone += countRows(data);
      }
      manifest.tables.push(entry);
    }
    async function* archive(): AsyncGenerator<Buffer> {
      for (const table of tables) yield* tableMembers(table);
      options.onProgress?.('backup', rowsDone, rowsDone, 'rows');
      await client.query('commit');
      for await (const relative of uploadFiles(options.uploadsDir)) {
        let data: Buffer;
        try {
          data = await fs.promises.readFile(path.join(options.uploadsDir, relative));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // removed since listed: nothing refers to it
          throw error;
        }
        manifest.uploads += 1;
        yield* member(`${UPLOADS_PREFIX}${relative}`, data);
      }
      // The manifest lists every member but itself.
      const json = Buffer.from(JSON.stringify(manifest, null, 2));
      yield tarHeader(MANIFEST_MEMBER, json.length, createdAt);
      yield json;
      yield tarPadding(json.length);
      yield tarEnd();
    }
    await fs.promises.mkdir(path.dirname(path.resolve(options.file)), { recursive: true });
    await pipeline(Readable.from(archive()), zlib.createGzip({ level: GZIP_LEVEL }), fs.createWriteStream(partial, { mode: 0o600 }));
    await fs.promises.rename(partial, options.file);
    return manifest;
  } catch (error) {
    failed = true;
    await fs.promises.rm(partial, { force: true });
    throw error;
  } finally {
    // A connection left inside a COPY or a transaction is not given back to the pool.
    client.release(failed);
  }
}
