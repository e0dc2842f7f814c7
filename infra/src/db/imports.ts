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
    insert into imports (id, owner_id, state, preview, kind, options, caller, meta, file, created_at)
    values (${row.id}, ${row.ownerId}, 'queued', ${row.preview}, ${row.kind}, ${JSON.stringify(row.options)}::jsonb,
            ${JSON.stringify(row.caller)}::jsonb, ${JSON.stringify(row.meta)}::jsonb, ${row.file}, ${row.createdAt})`.execute(db);
}

export interface ClaimedImport {
  id: string;
  ownerId: number;
  preview: boolean;
  kind: ImportKind;
  options: Json;
  caller: Json;
  meta: Json;
  file: Buffer;
}

/** Moves a queued import to running and hands over its file; null when it is not queued (already taken or gone). */
export async function claimImport(db: Db, id: string, at: Date): Promise<ClaimedImport | null> {
  const res = await sql<{ id: string; owner_id: number; preview: boolean; kind: ImportKind; options: Json; caller: Json; meta: Json; file: Buffer }>`
    update imports set state = 'running', started_at = ${at}
    where id = ${id} and state = 'queued' and file is not null
    returning id, owner_id, preview, kind, options, caller, meta, file`.execute(db);
  const r = res.rows[0];
  return r ? { id: r.id, ownerId: r.owner_id, preview: r.preview, kind: r.kind, options: r.options, caller: r.caller, meta: r.meta, file: r.file } : null;
}

export interface ImportReading {
  total: number;
  columns: ImportStatus['columns'];
  sample: string[][];
}

/** What reading the file found: how many items there are to check or write, and a CSV's columns and first rows. */
export async function recordReading(db: Db, id: string, reading: ImportReading): Promise<void> {
  await sql`
    update imports set total = ${reading.total}, columns = ${JSON.stringify(reading.columns)}::jsonb,
      sample = ${JSON.stringify(reading.sample)}::jsonb
    where id = ${id}`.execute(db);
}

export async function recordProgress(db: Db, id: string, done: number): Promise<void> {
  await sql`update imports set done = ${done} where id = ${id}`.execute(db);
}

export interface ImportOutcome {
  state: Extract<ImportState, 'done' | 'failed'>;
  done: number;
  result: ImportCounts;
  problems: readonly ImportProblem[];
  message: string | null;
}

/** The end of an import: its outcome, at most IMPORT_PROBLEMS_MAX problems (the rest counted), and the file dropped. */
export async function finishImport(db: Db, id: string, outcome: ImportOutcome, at: Date): Promise<void> {
  const problems = [...outcome.problems].sort((a, b) => a.line - b.line);
  const kept = problems.slice(0, IMPORT_PROBLEMS_MAX);
  await sql`
    update imports set state = ${outcome.state}, done = ${outcome.done}, result = ${JSON.stringify(outcome.result)}::jsonb,
      problems = ${JSON.stringify(kept)}::jsonb, more_problems = ${problems.length - kept.length},
      message = ${outcome.message}, finished_at = ${at}, file = null
    where id = ${id}`.execute(db);
}

/** Imports still queued after `before`: their job was lost (a restarted in-process queue), so the sweep adds it again. */
export async function queuedImportsBefore(db: Db, before: Date): Promise<string[]> {
  const res = await sql<{ id: string }>`
    select id from imports where state = 'queued' and created_at < ${before} order by created_at limit 100`.execute(db);
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
