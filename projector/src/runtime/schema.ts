import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Logger } from '@inkpace/infra/log';
import { inCurrentShape } from '@inkpace/contracts/events/registry';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import { awaitedStreamsOf, isBackground, readsStream, type Projection, type StreamHistories } from './projection.ts';
import { insertCheckpoint, readCheckpoint } from './checkpoints.ts';
import type { CopyRows } from './copy-rows.ts';

/** A projection whose table map has been erased, so projections over different tables fit in one list. */
export type AnyProjection = Projection<unknown>;

/**
 * A list of projections over different table maps, each element's map inferred on its own (pass a literal
 * array, an `as const` tuple, or an `AnyProjection[]`). `Projection<T>` is invariant in T, so a plain array of
 * them has no common element type short of `any`.
 */
export type ProjectionList<T extends readonly unknown[]> = { readonly [K in keyof T]: Projection<T[K]> };

export function toAnyProjection<T>(projection: Projection<T>): AnyProjection {
  const batch = projection.handleBatch;
  return {
    name: projection.name,
    version: projection.version,
    setup: projection.setup,
    ...(projection.indexesAfterReplay ? { indexesAfterReplay: projection.indexesAfterReplay } : {}),
    ...(projection.streams ? { streams: projection.streams } : {}),
    ...(projection.awaitedStreams ? { awaitedStreams: projection.awaitedStreams } : {}),
    ...(projection.priority ? { priority: projection.priority } : {}),
    // The seam: the runtime's transaction is untyped, and search_path points it at this projection's own
    // tables, which are exactly the ones `T` describes.
    handle: (trx, event) => projection.handle(trx as Kysely<T>, event),
    ...(batch ? { handleBatch: (trx: Kysely<unknown>, events: readonly RecordedEvent[], copy?: CopyRows) => batch(trx as Kysely<T>, events, copy) } : {}),
    ...(projection.withLog ? { withLog: (log: StreamHistories) => toAnyProjection(projection.withLog?.(log) ?? projection) } : {}),
  };
}

/** The projections as they run, each given the event log it may read (see Projection.withLog). */
export const withEventLog = (projections: readonly AnyProjection[], log: StreamHistories): AnyProjection[] =>
  projections.map((p) => p.withLog?.(log) ?? p);

export function toAnyProjections<T extends readonly unknown[]>(list: ProjectionList<T>): AnyProjection[] {
  const out: AnyProjection[] = [];
  for (let i = 0; i < list.length; i++) {
    const p = list[i];
    if (p) out.push(toAnyProjection(p));
  }
  return out;
}

const NAME_PATTERN = /^[a-z][a-z_]*$/;
/** PostgreSQL truncates identifiers at 63 bytes, and the rebuild schema adds a suffix. */
const MAX_NAME_LENGTH = 63 - '__next'.length;
/** Schemas a projection must never claim: a rebuild swap drops the old copy of its schema. */
const RESERVED = new Set(['public', 'information_schema']);

export const nextSchema = (name: string): string => `${name}__next`;
export const oldSchema = (name: string): string => `${name}__old`;

export function validateProjectionName(name: string): void {
  if (!NAME_PATTERN.test(name) || name.length > MAX_NAME_LENGTH) {
    throw new Error(`Bad projection name "${name}": lowercase letters and underscores, at most ${MAX_NAME_LENGTH}`);
  }
  // `__` is reserved for the runtime's own schemas (`<name>__next`, `<name>__old`), `pg_` for PostgreSQL's.
  if (name.includes('__') || name.startsWith('pg_') || RESERVED.has(name)) {
    throw new Error(`Bad projection name "${name}": reserved`);
  }
}

export function validateProjections(projections: readonly AnyProjection[]): void {
  const seen = new Set<string>();
  for (const p of projections) {
    validateProjectionName(p.name);
    if (!Number.isInteger(p.version) || p.version < 1) {
      throw new Error(`Bad version for projection ${p.name}: ${p.version}`);
    }
    if (seen.has(p.name)) throw new Error(`Projection ${p.name} is listed twice`);
    // Commands would wait for a projection that steps aside for them.
    if (isBackground(p) && awaitedStreamsOf(p)?.length !== 0) throw new Error(`Background projection ${p.name} cannot be awaited`);
    seen.add(p.name);
  }
}

/** Names are validated, but identifiers still go through proper quoting. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * A stable advisory-lock key (bigint, as a decimal string) per purpose and projection: the same in every
 * process and PostgreSQL version (hashtext() is not guaranteed to be).
 */
export function lockKey(purpose: 'leader' | 'rebuild' | 'setup' | 'batch', name: string): string {
  return createHash('sha256').update(`inkpace:projector:${purpose}:${name}`).digest().readBigInt64BE(0).toString();
}

/** Transaction-local, so the pooled connection goes back to the pool with its default search_path. */
/** The search_path under which a projection's statements find its tables first. */
export const searchPathOf = (schema: string): string => `${quoteIdent(schema)}, public`;

export async function setSearchPath(trx: Transaction<unknown>, schema: string): Promise<void> {
  await sql`select set_config('search_path', ${searchPathOf(schema)}, true)`.execute(trx);
}

export async function schemaExists(db: Kysely<unknown>, schema: string): Promise<boolean> {
  const res = await sql<{ found: boolean }>`
    select exists (select 1 from pg_namespace where nspname = ${schema}) as found`.execute(db);
  return res.rows[0]?.found === true;
}

/** Creates `schema` and runs the projection's DDL inside it, in the caller's transaction. */
export async function createProjectionSchema(
  trx: Transaction<unknown>,
  projection: AnyProjection,
  schema: string,
  options: { forReplay?: boolean } = {},
): Promise<void> {
  await sql`create schema ${sql.id(schema)}`.execute(trx);
  await setSearchPath(trx, schema);
  for (const statement of projection.setup) await sql.raw(statement).execute(trx);
  if (!options.forReplay) await createIndexesAfterReplay(trx, projection, schema);
}

/** The indexes a replay leaves out (see Projection.indexesAfterReplay), built in `schema`. */
export async function createIndexesAfterReplay(trx: Transaction<unknown>, projection: AnyProjection, schema: string): Promise<void> {
  if (!projection.indexesAfterReplay?.length) return;
  await setSearchPath(trx, schema);
  for (const statement of projection.indexesAfterReplay) await sql.raw(statement).execute(trx);
}

/**
 * Gathers the planner's statistics for every table in `schema`: a rebuilt model goes live with them, not with none
 * (autovacuum may come much later, or never where it is turned off), so its first queries are planned for its real size.
 */
export async function analyzeSchema(trx: Transaction<unknown>, schema: string): Promise<void> {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = ${schema} order by tablename`.execute(trx);
  if (tables.rows.length === 0) return;
  await sql`analyze ${sql.join(tables.rows.map((t) => sql.table(`${schema}.${t.name}`)))}`.execute(trx);
}

/**
 * Applies events in a transaction whose search_path already points at the projection's schema. Projections see
 * every event in today's shape (upcast and validated: contracts/events/registry.ts); one that does not fit fails
 * the projection there, like any other failing event.
 */
export async function applyInSchema(trx: Kysely<unknown>, projection: AnyProjection, events: readonly RecordedEvent[], copy?: CopyRows): Promise<void> {
  await applyShaped(trx, projection, events.map(inCurrentShape), copy);
}

/** The events any of the projections reads, in today's shape (each brought up once, however many projections read it). */
export function upcastFor(projections: readonly AnyProjection[], events: readonly RecordedEvent[]): RecordedEvent[] {
  return events.filter((e) => projections.some((p) => readsStream(p.streams, e.streamId))).map(inCurrentShape);
}

/** Applies events already in today's shape (a rebuild brings each up once for all the projections it builds). */
export async function applyShaped(trx: Kysely<unknown>, projection: AnyProjection, current: readonly RecordedEvent[], copy?: CopyRows): Promise<void> {
  if (projection.handleBatch) await projection.handleBatch(trx, current, copy);
  else for (const event of current) await projection.handle(trx, event);
}


/**
 * Makes sure the projection has a live schema and a checkpoint row. Runs under a transaction-scoped advisory
 * lock so processes starting together do not both try to create it. A stored version that differs is left
 * alone here: the leader rebuilds it (see runner.ts).
 */
export async function ensureProjection(db: Kysely<unknown>, projection: AnyProjection, log: Logger): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${lockKey('setup', projection.name)}::bigint)`.execute(trx);
    if (await readCheckpoint(trx, projection.name)) return;
    // A schema without a checkpoint row is not ours to drop: it may belong to something else entirely.
    if (await schemaExists(trx, projection.name)) {
      throw new Error(
        `Schema ${projection.name} exists but has no projection checkpoint; drop it or rename the projection`,
      );
    }
    await createProjectionSchema(trx, projection, projection.name);
    await insertCheckpoint(trx, projection.name, projection.version);
    log.info({ projection: projection.name, version: projection.version }, 'projection created');
  });
}

/** A projection's live schema with its tables empty, as a restore needs it before copying rows in (infra/src/backup). */
export async function createLiveSchema(db: Kysely<unknown>, projection: AnyProjection): Promise<void> {
  await db.transaction().execute((trx) => createProjectionSchema(trx, projection, projection.name));
}
