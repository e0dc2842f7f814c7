import { sql, type QueryExecutorProvider } from 'kysely';
import type { ExportStatus } from '@inkpace/contracts/api/import';
import { EXPORT_FILE_KEEP_HOURS } from '@inkpace/contracts/rules/import/limits';

/**
 * The rows of `exports` and `export_parts` (migration 0015): what POST /api/v1/export started, the job's progress,
 * and the zip it made. The job writes them, the queries answer from them; both through these functions only.
 */

type Db = QueryExecutorProvider;

export async function insertExport(db: Db, row: { id: string; ownerId: number; createdAt: Date }): Promise<void> {
  await sql`
    insert into exports (id, owner_id, state, created_at, updated_at)
    values (${row.id}, ${row.ownerId}, 'queued', ${row.createdAt}, ${row.createdAt})`.execute(db);
}

/** A claimed run of an export: the row's writes (progress, parts, the end) change it only while the claim is this run's. */
export interface ExportRun {
  id: string;
  run: number;
}

const updated = (res: { numAffectedRows?: bigint }) => (res.numAffectedRows ?? 0n) > 0n;

/**
 * Moves a queued export to running under a new run number and says whose it is; null when it is not queued (already
 * taken, or swept). Parts a taken-back run stored before the sweep saw it go (takeBackStalledExports) go too: the
 * new run's zip starts at part 0.
 */
export async function claimExport(db: Db, id: string, at: Date): Promise<{ ownerId: number; run: ExportRun } | null> {
  const res = await sql<{ owner_id: number; run: number }>`
    with claimed as (
      update exports set state = 'running', started_at = ${at}, updated_at = ${at}, run = run + 1
      where id = ${id} and state = 'queued' returning owner_id, run),
    stale as (delete from export_parts where export_id = ${id} and exists (select 1 from claimed))
    select owner_id, run from claimed`.execute(db);
  const r = res.rows[0];
  return r ? { ownerId: r.owner_id, run: { id, run: r.run } } : null;
}

/** Progress, which is also the heartbeat; false when the run was taken back (its heartbeat had stopped). */
export async function recordExportProgress(db: Db, of: ExportRun, progress: { done: number; total: number }, at: Date): Promise<boolean> {
  return updated(await sql`
    update exports set done = ${progress.done}, total = ${progress.total}, updated_at = ${at}
    where id = ${of.id} and run = ${of.run} and state = 'running'`.execute(db));
}

/** The heartbeat alone (while a page of entries is read, or the zip is written between pages). */
export async function recordExportHeartbeat(db: Db, of: ExportRun, at: Date): Promise<boolean> {
  return updated(await sql`update exports set updated_at = ${at} where id = ${of.id} and run = ${of.run} and state = 'running'`.execute(db));
}

/**
 * Stores the zip's part number `seq` (0, 1, …): the file is its parts in order. False, and nothing stored, when the
 * run was taken back. The row is read `for share` so a take-back waits for a part being stored and then removes it.
 */
export async function storeExportPart(db: Db, of: ExportRun, seq: number, bytes: Uint8Array): Promise<boolean> {
  return updated(await sql`
    insert into export_parts (export_id, seq, bytes)
    select id, ${seq}, ${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)} from exports
    where id = ${of.id} and run = ${of.run} and state = 'running' for share`.execute(db));
}

/**
 * The end of an export: done with the zip's size, or failed with why (and no parts: a half zip is no file). A run
 * that was taken back changes nothing.
 */
export async function finishExport(db: Db, of: ExportRun, outcome: { state: 'done'; done: number; size: number } | { state: 'failed'; message: string }, at: Date): Promise<void> {
  const ours = sql`id = ${of.id} and run = ${of.run} and state = 'running'`;
  if (outcome.state === 'done') {
    await sql`
      update exports set state = 'done', done = ${outcome.done}, total = ${outcome.done}, size = ${outcome.size}, finished_at = ${at}, updated_at = ${at}
      where ${ours}`.execute(db);
    return;
  }
  await sql`
    with failed as (update exports set state = 'failed', message = ${outcome.message}, finished_at = ${at}, updated_at = ${at} where ${ours} returning id)
    delete from export_parts where export_id in (select id from failed)`.execute(db);
}

/** The zip's parts in order, one read at a time (a part is about a MiB; the file may be hundreds). */
export async function* exportParts(db: Db, id: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq++) {
    const res = await sql<{ bytes: Buffer }>`select bytes from export_parts where export_id = ${id} and seq = ${seq}`.execute(db);
    const part = res.rows[0];
    if (!part) return;
    yield part.bytes;
  }
}

/** Exports still queued after `before`: their job was lost (a restarted in-process queue), so the sweep adds it again. */
export async function queuedExportsBefore(db: Db, before: Date): Promise<string[]> {
  const res = await sql<{ id: string }>`
    select id from exports where state = 'queued' and created_at < ${before} order by created_at limit 100`.execute(db);
  return res.rows.map((r) => r.id);
}

/**
 * Running exports whose heartbeat stopped before `before` (their process died) go back to the queue, to run again,
 * and the parts their run stored go: the next run makes the whole zip anew.
 */
export async function takeBackStalledExports(db: Db, before: Date): Promise<string[]> {
  const res = await sql<{ id: string }>`
    with taken as (update exports set state = 'queued' where state = 'running' and updated_at < ${before} returning id),
    parts as (delete from export_parts where export_id in (select id from taken))
    select id from taken`.execute(db);
  return res.rows.map((r) => r.id);
}

/** Exports started more than EXPORT_FILE_KEEP_HOURS ago, with their zips (the parts go with their row). */
export async function forgetOldExports(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - EXPORT_FILE_KEEP_HOURS * 3_600_000);
  await sql`delete from exports where created_at < ${before}`.execute(db);
}

/** An export's status as GET /api/v1/export/{id} answers it, with its owner (the query asks the export policy). */
export async function exportStatusView(db: Db, id: string): Promise<{ ownerId: number; live: true; api: ExportStatus } | null> {
  const res = await sql<{
    id: string; owner_id: number; state: ExportStatus['state']; done: number; total: number; size: string; message: string | null;
    created_at: Date; finished_at: Date | null;
  }>`select id, owner_id, state, done, total, size, message, created_at, finished_at from exports where id = ${id}`.execute(db);
  const r = res.rows[0];
  if (!r) return null;
  const api: ExportStatus = {
    id: r.id, state: r.state, done: r.done, total: r.total, size: Number(r.size), message: r.message,
    createdAt: r.created_at.toISOString(), finishedAt: r.finished_at?.toISOString() ?? null,
  };
  return { ownerId: r.owner_id, live: true, api };
}
