import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Logger } from '@inkpace/infra/log';
import { RebuildInProgressError } from './rebuild-error.ts';
import { pause } from './wake.ts';
import { REBUILD_HEARTBEAT_MS, REBUILD_STALE_MS, type RebuildOrigin, type RebuildState } from '@inkpace/contracts/rules/rebuild-progress';

/** The latest rebuild of one projection (table `projection_rebuilds`, migration 0011). */
export interface RebuildRecord {
  name: string;
  state: RebuildState;
  origin: RebuildOrigin;
  requestedBy: number | null;
  requestedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  heartbeatAt: Date;
  process: string | null;
  applied: number;
  total: number;
  error: string | null;
}

interface Row {
  name: string;
  state: RebuildState;
  origin: RebuildOrigin;
  requested_by: number | null;
  requested_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  heartbeat_at: Date;
  process: string | null;
  applied: string;
  total: string;
  error: string | null;
}

const toRecord = (r: Row): RebuildRecord => ({
  name: r.name, state: r.state, origin: r.origin, requestedBy: r.requested_by, requestedAt: r.requested_at,
  startedAt: r.started_at, finishedAt: r.finished_at, heartbeatAt: r.heartbeat_at, process: r.process,
  applied: Number(r.applied), total: Number(r.total), error: r.error,
});

/** This process, as the status shows it: the host and pid an operator would look for. */
export const processLabel = (): string => `${os.hostname()} pid ${process.pid}`;

export async function readRebuilds<DB>(db: Kysely<DB>): Promise<RebuildRecord[]> {
  const res = await sql<Row>`
    select name, state, origin, requested_by, requested_at, started_at, finished_at, heartbeat_at, process,
      applied::text as applied, total::text as total, error
    from projection_rebuilds order by name`.execute(db);
  return res.rows.map(toRecord);
}

/**
 * Asks for rebuilds of `names` (an admin's request; a projector process claims each). A projection whose rebuild is
 * requested or running (with a live heartbeat) keeps it: it catches up to the head before it swaps, so it serves
 * this request too. Returns the names newly requested.
 */
export async function requestRebuilds<DB>(db: Kysely<DB>, names: readonly string[], requestedBy: number): Promise<string[]> {
  if (names.length === 0) return [];
  const staleSeconds = REBUILD_STALE_MS / 1_000;
  const res = await sql<{ name: string }>`
    insert into projection_rebuilds as r (name, state, origin, requested_by, requested_at, heartbeat_at)
    select n, 'requested', 'admin', ${requestedBy}, now(), now() from unnest(${[...names]}::text[]) as n
    on conflict (name) do update set state = 'requested', origin = 'admin', requested_by = excluded.requested_by,
      requested_at = now(), started_at = null, finished_at = null, heartbeat_at = now(), process = null,
      applied = 0, total = 0, error = null
    where r.state not in ('requested', 'running') or r.heartbeat_at < now() - make_interval(secs => ${staleSeconds})
    returning name`.execute(db);
  return res.rows.map((r) => r.name).sort();
}

/** Claims the requested rebuilds of projections this process runs (one process gets each). */
export async function claimRequestedRebuilds(db: Kysely<unknown>, names: readonly string[]): Promise<string[]> {
  const res = await sql<{ name: string }>`
    update projection_rebuilds set state = 'running', started_at = now(), heartbeat_at = now(), process = ${processLabel()}
    where state = 'requested' and name = any(${[...names]}::text[])
    returning name`.execute(db);
  return res.rows.map((r) => r.name);
}

/**
 * Writes one rebuild's progress while it runs: the start, then applied/total and a heartbeat every second (from a
 * timer, so a long swap keeps it alive), then done or failed. Writing is best effort: progress that cannot be written
 * must never fail the rebuild.
 */
export class RebuildReporter {
  #applied = 0;
  #total = 0;
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<unknown>,
    private readonly log: Logger,
    readonly name: string,
    private readonly origin: RebuildOrigin,
  ) {}

  /** A claimed admin request is already `running` (see claimRequestedRebuilds); other origins create or replace the row. */
  async start(total: number): Promise<void> {
    this.#total = total;
    await this.#write(this.origin === 'admin'
      ? sql`update projection_rebuilds set total = ${total}, heartbeat_at = now() where name = ${this.name}`
      : sql`
        insert into projection_rebuilds (name, state, origin, requested_by, requested_at, started_at, heartbeat_at, process, total)
        values (${this.name}, 'running', ${this.origin}, null, now(), now(), now(), ${processLabel()}, ${total})
        on conflict (name) do update set state = 'running', origin = excluded.origin, requested_by = null, requested_at = now(),
          started_at = now(), finished_at = null, heartbeat_at = now(), process = excluded.process, applied = 0,
          total = excluded.total, error = null`);
    this.#timer = setInterval(() => this.#beat(), REBUILD_HEARTBEAT_MS);
    this.#timer.unref();
  }

  progress(applied: number): void {
    this.#applied = applied;
  }

  get applied(): number {
    return this.#applied;
  }

  get total(): number {
    return this.#total;
  }

  async finish(error: unknown): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#writing;
    const message = error === null ? null : error instanceof Error ? error.message : String(error);
    await this.#write(sql`
      update projection_rebuilds set state = ${message === null ? 'done' : 'failed'}, finished_at = now(), heartbeat_at = now(),
        applied = ${this.#applied}, error = ${message}
      where name = ${this.name}`);
  }

  #beat(): void {
    this.#writing = this.#writing.then(() => this.#write(sql`
      update projection_rebuilds set heartbeat_at = now(), applied = ${this.#applied}
      where name = ${this.name} and state = 'running'`));
  }

  async #write(statement: ReturnType<typeof sql>): Promise<void> {
    try {
      await statement.execute(this.db);
    } catch (error) {
      this.log.warn({ err: error, projection: this.name }, 'could not record rebuild progress');
    }
  }
}

/** The database's clock: heartbeats are written with it, so staleness is judged by it too (not the app's clock). */
export async function databaseNow<DB>(db: Kysely<DB>): Promise<Date> {
  const res = await sql<{ now: Date }>`select now() as now`.execute(db);
  return res.rows[0]?.now ?? new Date();
}

/**
 * Claims and starts the rebuilds admins request (rows in state `requested`) until `signal` aborts. A request that finds
 * a CLI rebuild of the same projection running leaves that one's record alone.
 */
export async function watchRebuildRequests(options: {
  db: Kysely<unknown>; names: readonly string[]; log: Logger; signal: AbortSignal; pollMs: number; run: (names: string[]) => Promise<void>;
}): Promise<void> {
  const { db, names, log, signal, pollMs, run } = options;
  while (!signal.aborted) {
    try {
      const claimed = await claimRequestedRebuilds(db, names);
      if (claimed.length > 0) {
        log.info({ projections: claimed }, 'rebuild requested by an admin');
        // Together: one pass over the log for all of them (an admin's "rebuild all" reads it once, not once each).
        run(claimed).catch((error: unknown) => {
          if (signal.aborted) return;
          if (error instanceof RebuildInProgressError) log.info({ projection: error.projection }, error.message);
          else log.error({ err: error, projections: claimed }, 'requested projection rebuild failed');
        });
      }
    } catch (error) {
      log.warn({ err: error }, 'could not read rebuild requests');
    }
    await pause(pollMs, signal);
  }
}
