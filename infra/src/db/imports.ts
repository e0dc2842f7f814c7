import { sql, type QueryExecutorProvider } from 'kysely';
import type { ImportCounts, ImportKind, ImportState, ImportStatus } from '@inkpace/contracts/api/import';
import { IMPORT_PROBLEMS_MAX, IMPORT_STATUS_KEEP_HOURS } from '@inkpace/contracts/rules/import/limits';
import type { ImportProblem } from '@inkpace/contracts/rules/import/plan';

/**
 * The rows of `imports` (migration 0014): what POST /api/v1/import started, the job's progress and its outcome. The
 * command side writes them, the query side answers from them; both through these functions only.
 */

type Db = QueryExecutorProvider;
type Json = Record<string, unknown>;

export interface NewImport {
  id: string;
  ownerId: number;
  preview: boolean;
  kind: ImportKind;
  /** The request's choices (mapping, workId) as the job needs them. */
  options: Json;
  /** Who asked, and the metadata of their request, so the job's commands are theirs. */
  caller: Json;
  meta: Json;
  file: Buffer;
  createdAt: Date;
}

export async function insertImport(db: Db, row: NewImport): Promise<void> {
  await sql`
    insert into imports (id, owner_id, state, preview, kind, options, caller, meta, file, created_at, updated_at)
    values (${row.id}, ${row.ownerId}, 'queued', ${row.preview}, ${row.kind}, ${JSON.stringify(row.options)}::jsonb,
            ${JSON.stringify(row.caller)}::jsonb, ${JSON.stringify(row.meta)}::jsonb, ${row.file}, ${row.createdAt}, ${row.createdAt})`.execute(db);
}

/** An import as the job that claimed it reads it back. */
export interface ClaimedImport extends Omit<NewImport, 'createdAt'> {
  /** This claim's number: the row's later writes name it, so a run that was taken back changes nothing. */
  run: number;
}

/** PostgreSQL's unique_violation: the writer already has an import running (imports_one_running_per_writer). */
const UNIQUE_VIOLATION = '23505';

/**
 * Moves a queued import to running and hands over its file; null when it is not queued (already taken or gone) or
 * must wait: an import that writes runs only when none of its writer's runs (the unique index, in every instance)
 * and no older one of theirs waits. A preview writes nothing and never waits. With `lapsedBefore`, a running import
 * whose heartbeat is older than that is taken over too (its worker died; the new claim's number stops the old run).
 */
export async function claimImport(db: Db, id: string, at: Date, lapsedBefore?: Date): Promise<ClaimedImport | null> {
  const lapsed = lapsedBefore ? sql`(i.state = 'running' and i.updated_at < ${lapsedBefore})` : sql`false`;
  try {
    const res = await sql<{ id: string; run: number; owner_id: number; preview: boolean; kind: ImportKind; options: Json; caller: Json; meta: Json; file: Buffer }>`
      update imports i set state = 'running', started_at = ${at}, updated_at = ${at}, run = run + 1
      where id = ${id} and file is not null
        and (${lapsed} or (i.state = 'queued' and (preview or not exists (
          select 1 from imports o where o.owner_id = i.owner_id and o.state = 'queued' and not o.preview
            and (o.created_at, o.id) < (i.created_at, i.id)))))
      returning id, run, owner_id, preview, kind, options, caller, meta, file`.execute(db);
    const r = res.rows[0];
    return r ? { id: r.id, run: r.run, ownerId: r.owner_id, preview: r.preview, kind: r.kind, options: r.options, caller: r.caller, meta: r.meta, file: r.file } : null;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
    throw error;
  }
}

/** When a running import's heartbeat last moved; null when it is not running. */
export async function runningImportBeat(db: Db, id: string): Promise<Date | null> {
  const res = await sql<{ updated_at: Date }>`select updated_at from imports where id = ${id} and state = 'running'`.execute(db);
  return res.rows[0]?.updated_at ?? null;
}

/** The writer's import that waits longest for its turn, if any (started when the one running ends). */
export async function nextQueuedImport(db: Db, ownerId: number): Promise<string | null> {
  const res = await sql<{ id: string }>`
    select id from imports where owner_id = ${ownerId} and state = 'queued' and not preview order by created_at, id limit 1`.execute(db);
  return res.rows[0]?.id ?? null;
}

/** A claimed run of an import: the row's writes change it only while the claim is still this run's. */
export interface ImportRun {
  id: string;
  run: number;
}

export interface ImportReading {
  total: number;
  columns: ImportStatus['columns'];
  sample: string[][];
}

const updated = (res: { numAffectedRows?: bigint }) => (res.numAffectedRows ?? 0n) > 0n;

/** What reading the file found: how many items there are to check or write, and a CSV's columns and first rows. */
export async function recordReading(db: Db, of: ImportRun, reading: ImportReading, at: Date): Promise<boolean> {
  return updated(await sql`
    update imports set total = ${reading.total}, columns = ${JSON.stringify(reading.columns)}::jsonb,
      sample = ${JSON.stringify(reading.sample)}::jsonb, updated_at = ${at}
    where id = ${of.id} and run = ${of.run} and state = 'running'`.execute(db));
}

/** Progress, which is also the heartbeat; false when the run was taken back (its heartbeat had stopped). */
export async function recordProgress(db: Db, of: ImportRun, done: number, at: Date): Promise<boolean> {
  return updated(await sql`
    update imports set done = ${done}, updated_at = ${at} where id = ${of.id} and run = ${of.run} and state = 'running'`.execute(db));
}

/** The heartbeat alone (while reading and checking, when there is no progress to record). */
export async function recordHeartbeat(db: Db, of: ImportRun, at: Date): Promise<boolean> {
  return updated(await sql`update imports set updated_at = ${at} where id = ${of.id} and run = ${of.run} and state = 'running'`.execute(db));
}

export interface ImportOutcome {
  state: Extract<ImportState, 'done' | 'failed'>;
  done: number;
  result: ImportCounts;
  problems: readonly ImportProblem[];
  message: string | null;
}

/** The end of an import: its outcome, at most IMPORT_PROBLEMS_MAX problems (the rest counted), and the file dropped. */
export async function finishImport(db: Db, of: ImportRun, outcome: ImportOutcome, at: Date): Promise<void> {
  const problems = [...outcome.problems].sort((a, b) => a.line - b.line);
  const kept = problems.slice(0, IMPORT_PROBLEMS_MAX);
  await sql`
    update imports set state = ${outcome.state}, done = ${outcome.done}, result = ${JSON.stringify(outcome.result)}::jsonb,
      problems = ${JSON.stringify(kept)}::jsonb, more_problems = ${problems.length - kept.length},
      message = ${outcome.message}, finished_at = ${at}, updated_at = ${at}, file = null
    where id = ${of.id} and run = ${of.run} and state = 'running'`.execute(db);
}

/**
 * Imports still queued after `before`: their job was lost (a restarted in-process queue), so the sweep adds it again.
 * One waiting for its writer's running import is left to that import, which starts it when it ends.
 */
export async function queuedImportsBefore(db: Db, before: Date): Promise<string[]> {
  const res = await sql<{ id: string }>`
    select id from imports i where state = 'queued' and created_at < ${before}
      and (preview or not exists (select 1 from imports o where o.owner_id = i.owner_id and o.state = 'running' and not o.preview))
    order by created_at, id limit 100`.execute(db);
  return res.rows.map((r) => r.id);
}

/**
 * Running imports whose heartbeat stopped before `before` (their process died) go back to the queue, to run again:
 * what the lost run wrote carries its content uuids, so the next run leaves it out.
 */
export async function takeBackStalledImports(db: Db, before: Date): Promise<string[]> {
  const res = await sql<{ id: string }>`
    update imports set state = 'queued' where state = 'running' and updated_at < ${before} returning id`.execute(db);
  return res.rows.map((r) => r.id);
}

/** Finished imports whose status is no longer kept (IMPORT_STATUS_KEEP_HOURS). */
export async function forgetOldImports(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - IMPORT_STATUS_KEEP_HOURS * 3_600_000);
  await sql`delete from imports where finished_at < ${before}`.execute(db);
}

/** An import's status as GET /api/v1/import/{id} answers it, with its owner (the query asks the import policy). */
export async function importStatusView(db: Db, id: string): Promise<{ ownerId: number; live: true; api: ImportStatus } | null> {
  const res = await sql<{
    id: string; owner_id: number; state: ImportState; preview: boolean; kind: ImportKind | null; done: number; total: number; result: ImportCounts;
    problems: ImportProblem[]; more_problems: number; columns: ImportStatus['columns']; sample: string[][]; message: string | null;
    created_at: Date; finished_at: Date | null;
  }>`
    select id, owner_id, state, preview, kind, done, total, result, problems, more_problems, columns, sample, message, created_at, finished_at
    from imports where id = ${id}`.execute(db);
  const r = res.rows[0];
  if (!r) return null;
  const api: ImportStatus = {
    id: r.id, state: r.state, preview: r.preview, kind: r.kind, done: r.done, total: r.total, result: r.result,
    problems: r.problems, moreProblems: r.more_problems, columns: r.columns, sample: r.sample, message: r.message,
    createdAt: r.created_at.toISOString(), finishedAt: r.finished_at?.toISOString() ?? null,
  };
  return { ownerId: r.owner_id, live: true, api };
}
