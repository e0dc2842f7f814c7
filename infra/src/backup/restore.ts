import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createDb, isKnownMigration, migrate, migrateTo, type Kysely } from '../db/index.ts';
import { isUnsafeMemberName } from '../files/zip.ts';
import { BackupFileError, MANIFEST_MEMBER, qualified, quoteIdent, RestoreRefusedError, UPLOADS_PREFIX, type BackupManifest } from './format.ts';
import { readBackup, verifyBackup } from './read-backup.ts';
import { uploadFiles } from './upload-files.ts';
import { advanceTransactionIds, transactionIdsToAdvance } from './transaction-ids.ts';

/** A projection of this version of Inkpace: a restore builds its empty tables before copying its rows in. */
export interface RestorableProjection {
  name: string;
  version: number;
  createTables(db: Kysely<unknown>): Promise<void>;
}

export interface RestoreOptions {
  pool: pg.Pool;
  uploadsDir: string;
  file: string;
  projections: readonly RestorableProjection[];
  /** Replace a target that is not empty. */
  force?: boolean;
  onProgress?: (label: string, done: number, total: number, unit: string) => void;
}

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** Projections whose tables were not restored (another version here): they are rebuilt from the log at start. */
  rebuilt: string[];
}

const PART_MEMBER = /^tables\/([^/]+)\/\d+\.copy$/;

/** What the target holds, in words, for the refusal; empty when it holds nothing a restore would lose. */
async function whatIsNotEmpty(pool: pg.Pool, uploadsDir: string): Promise<string[]> {
  const found: string[] = [];
  const hasLog = (await pool.query<{ found: boolean }>(`select to_regclass('public.events') is not null as found`)).rows[0]?.found;
  if (hasLog) {
    const events = Number((await pool.query<{ n: string }>('select count(*)::text as n from events')).rows[0]?.n ?? 0);
    if (events > 0) found.push(`the database holds ${events} events`);
  }
  let files = 0;
  for await (const _ of uploadFiles(uploadsDir)) files += 1;
  if (files > 0) found.push(`the uploads directory ${uploadsDir} holds ${files} files`);
  return found;
}

/**
 * Drops what a restore replaces: the public schema (the log, sessions, secrets, checkpoints) and every projection's
 * schema, those the target knows and those the backup brings, with a rebuild's leftovers.
 */
async function clearDatabase(pool: pg.Pool, manifest: BackupManifest): Promise<void> {
  const schemas = new Set(manifest.tables.map((t) => t.schema));
  const hasCheckpoints = (await pool.query<{ found: boolean }>(`select to_regclass('public.projection_checkpoints') is not null as found`)).rows[0]?.found;
  if (hasCheckpoints) for (const row of (await pool.query<{ name: string }>('select name from projection_checkpoints')).rows) schemas.add(row.name);
  for (const row of (await pool.query<{ name: string }>(`select nspname::text as name from pg_namespace where nspname like '%\\_\\_next' or nspname like '%\\_\\_old'`)).rows) {
    schemas.add(row.name);
  }
  schemas.add('public');
  for (const schema of schemas) await pool.query(`drop schema if exists ${quoteIdent(schema)} cascade`);
  await pool.query('create schema public');
}

async function clearUploads(uploadsDir: string): Promise<void> {
  const entries = await fs.promises.readdir(uploadsDir).catch(() => []);
  for (const entry of entries) await fs.promises.rm(path.join(uploadsDir, entry), { recursive: true, force: true });
}

/**
 * Restores a backup file into the configured database and uploads directory. The file is checked whole first
 * (verifyBackup), and a target holding events or uploads is refused unless `force`. Then: the schemas are
 * recreated at the backup's migration level, every table's rows are copied in as they were (one transaction, with
 * triggers off so nothing is derived twice), sequences are set to where they stood, the rest of this version's
 * migrations run, and uploads are written. Sessions, secrets and link tokens come back too: it is the same installation.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreOutcome> {
  const { pool, uploadsDir, file } = options;
  const manifest = await verifyBackup(file);
  if (!isKnownMigration(manifest.migration)) {
    throw new RestoreRefusedError(`${file} comes from a newer Inkpace (migration ${manifest.migration}); upgrade first`);
  }
  const notEmpty = await whatIsNotEmpty(pool, uploadsDir);
  if (notEmpty.length > 0 && !options.force) {
    throw new RestoreRefusedError(`The target is not empty: ${notEmpty.join('; ')}. Restore with --force to replace it.`);
  }
  await transactionIdsToAdvance(pool, BigInt(manifest.maxTxId));

  await clearDatabase(pool, manifest);
  const db = createDb<unknown>(pool);
  await migrateTo(db, manifest.migration);
  const rebuilt: string[] = [];
  for (const [name, version] of Object.entries(manifest.projections)) {
    const here = options.projections.find((p) => p.name === name);
    if (here?.version === version) await here.createTables(db);
    else rebuilt.push(name);
  }
  const skippedSchemas = new Set(rebuilt);
  const tables = new Map(manifest.tables.map((t) => [`${t.schema}.${t.name}`, t]));
  const totalRows = manifest.tables.reduce((sum, t) => sum + (skippedSchemas.has(t.schema) ? 0 : t.rows), 0);
  let rowsDone = 0;

  await clearUploads(uploadsDir);
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('begin');
    // Rows go in exactly as they were: no trigger (the log's NOTIFY, foreign keys) runs on them.
    await client.query(`set local session_replication_role = replica`);
    await readBackup(file, async (member, chunks) => {
      const part = PART_MEMBER.exec(member.name);
      if (part?.[1]) {
        const table = tables.get(part[1]);
        if (!table) throw new BackupFileError(`${file}: ${member.name} belongs to no table of its manifest`);
        if (skippedSchemas.has(table.schema)) return;
        const columns = table.columns.map(quoteIdent).join(', ');
        let rows = 0;
        const counted = (async function* () {
          for await (const chunk of chunks) {
            for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
            yield chunk;
          }
        })();
        await pipeline(Readable.from(counted), client.query(copyFrom(`copy ${qualified(table.schema, table.name)} (${columns}) from stdin`)));
        rowsDone += rows;
        options.onProgress?.('restore', rowsDone, Math.max(totalRows, rowsDone), 'rows');
        return;
      }
      if (member.name.startsWith(UPLOADS_PREFIX)) {
        const relative = member.name.slice(UPLOADS_PREFIX.length);
        if (isUnsafeMemberName(relative)) throw new BackupFileError(`${file}: unsafe upload name ${relative}`);
        const target = path.join(uploadsDir, relative);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await pipeline(Readable.from(chunks), fs.createWriteStream(target));
        return;
      }
      if (member.name !== MANIFEST_MEMBER) throw new BackupFileError(`${file}: unexpected member ${member.name}`);
    });
    if (rebuilt.length > 0) await client.query('delete from projection_checkpoints where name = any($1)', [rebuilt]);
    for (const s of manifest.sequences) {
      if (skippedSchemas.has(s.schema)) continue;
      await client.query(`select setval($1::regclass, $2::bigint, true)`, [qualified(s.schema, s.name), s.value]);
    }
    await client.query('commit');
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    client.release(failed);
  }
  await migrate(db);
  await advanceTransactionIds(pool, BigInt(manifest.maxTxId), options.onProgress);
  return { manifest, rebuilt };
}
