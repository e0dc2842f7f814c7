import type pg from 'pg';
import type { Kysely } from 'kysely';
import type { Logger } from '@inkpace/infra/log';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import { PROGRESS_CHANNEL } from './checkpoints.ts';
import { ledAnywhere } from './leader.ts';
import { busyPayload } from './progress-payload.ts';
import { isBackground, readsStream } from './projection.ts';
import type { AnyProjection } from './schema.ts';
import { createProgressWaiter, type ProgressTarget, type ProgressWaiter } from './wait.ts';
import { pause } from './wake.ts';

/**
 * A background projection (the audit trail, the admin series) costs the same few statements per batch whether the
 * batch holds one event or dozens. Under steady writes it would apply every writer's POST on its own, doubling the
 * database round trips of each. After a batch it therefore lets events gather for this long: a quiet site still sees
 * each event applied at once (the first wake-up is not delayed), a busy one applies them in batches of tens. Longer
 * pauses make bigger batches that hold up the database the writes' own projections use (measured: 100 ms gave POST
 * /tally a p99 of 35-39 ms, 30 ms 20-25 ms).
 */
export const GATHER_MS = 30;
/**
 * After an import's batch, background projections keep stepping aside this long: an importer's next request follows
 * the answer within tens of milliseconds, and the audit trail catching up in between held each request up (measured:
 * the audit trail cost 40 requests of 500 entries 1.2-1.4 s of their 3.3-3.6 s).
 */
export const IMPORT_QUIET_MS = 150;
/** An awaited batch of at least this many log events is an import's (a POST of an entry makes a batch of a few). */
const IMPORT_BATCH = 100;
/** A background projection applies a batch at least this often, however long the awaited ones stay busy. */
const MAX_YIELD_MS = 5_000;
/** An awaited projection with a backlog says so for this long, and again each half of it while the backlog lasts. */
const BACKLOG_BUSY_MS = 1_000;
/** How often a waiting background projection checks that the projection it waits for is led somewhere at all. */
const LEADER_CHECK_MS = 250;
/** How often it looks again whether a `busy` it heard has been withdrawn. */
const BUSY_POLL_MS = 20;

export interface PacingOptions {
  pool: pg.Pool;
  db: Kysely<unknown>;
  /** Every projection the process knows (not only those it leads): the awaited ones may lead elsewhere. */
  projections: readonly AnyProjection[];
  /** The names of those this process may lead. */
  led: readonly string[];
  log: Logger;
  gatherMs: number;
  importQuietMs: number;
  signal: AbortSignal;
}

/**
 * When each projection's loop applies. Projections share one database: while a projection writers wait for applies
 * the events a background one has read, or works through a backlog (a 20,000-entry import), the background ones step
 * aside, so a write's answer is not held up by the audit trail working beside it. Nothing here is kept in one
 * process's memory: a background projection learns where the awaited ones stand from their checkpoints and progress
 * notifications, and an awaited one's backlog from the `busy` it announces on the progress channel, so the pacing holds
 * with every projection led by a different process.
 */
export class Pacing {
  readonly #awaited: AnyProjection[];
  readonly #waiter: ProgressWaiter | null;
  /** Whether anyone (in any process) may listen for this process's `busy`: some projection is a background one. */
  readonly #anyBackground: boolean;
  /** This process's awaited projections that announced a backlog, until it is through. */
  readonly #backlogUntil = new Map<string, number>();

  constructor(private readonly options: PacingOptions) {
    this.#awaited = options.projections.filter((p) => !isBackground(p));
    this.#anyBackground = options.projections.some(isBackground);
    const leadsBackground = options.projections.some((p) => isBackground(p) && options.led.includes(p.name));
    this.#waiter = leadsBackground && this.#awaited.length > 0
      ? createProgressWaiter({
          pool: options.pool, log: options.log,
          projections: this.#awaited.map((p) => ({ name: p.name, ...(p.streams ? { streams: p.streams } : {}) })),
        })
      : null;
    this.#waiter?.listen();
  }

  /**
   * Between reading `read` (the log events of the batch) and applying it. An awaited projection that read a full
   * batch (a backlog) or an import's announces it is busy before it applies, so that every listener hears it before
   * the batch's own progress. A background one first lets each awaited projection apply the events it reads of the
   * batch, then waits while any of them is busy (for at most MAX_YIELD_MS at a time).
   */
  async beforeApply(p: AnyProjection, read: readonly RecordedEvent[], full: boolean): Promise<void> {
    if (!isBackground(p)) {
      if (!this.#anyBackground) return;
      const heavy = full || read.length >= IMPORT_BATCH;
      if (heavy && (this.#backlogUntil.get(p.name) ?? 0) - Date.now() < BACKLOG_BUSY_MS / 2) {
        this.#backlogUntil.set(p.name, Date.now() + BACKLOG_BUSY_MS);
        await this.#announce(p.name, BACKLOG_BUSY_MS);
      }
      return;
    }
    const waiter = this.#waiter;
    if (!waiter || this.options.gatherMs <= 0) return;
    const { signal } = this.options;
    const giveUpAt = Date.now() + MAX_YIELD_MS;
    let targets = this.#targets(read);
    while (!signal.aborted && Date.now() < giveUpAt) {
      if (targets.length > 0) {
        const outcome = await waiter.waitForEach(targets, Math.min(LEADER_CHECK_MS, giveUpAt - Date.now()));
        // Nobody applies events for a projection no process leads: waiting for it would hold this one up for nothing.
        if (outcome !== 'timeout' || !(await this.#led(targets))) targets = [];
        continue;
      }
      const busyMs = waiter.busyFor(this.#awaited.map((a) => a.name));
      if (busyMs <= 0) return;
      await pause(Math.min(busyMs, BUSY_POLL_MS), signal);
    }
  }

  /**
   * After a batch (`count` log events; null when nothing was applied). An awaited projection announces the quiet an
   * import asks for, or that its backlog is through; a background one lets events gather before reading again.
   */
  async afterBatch(p: AnyProjection, outcome: { full: boolean; count: number } | null): Promise<void> {
    if (!isBackground(p)) {
      if (outcome?.full || !this.#anyBackground) return;
      const backlog = this.#backlogUntil.delete(p.name);
      if (outcome && outcome.count >= IMPORT_BATCH) await this.#announce(p.name, this.options.importQuietMs);
      else if (backlog) await this.#announce(p.name, 0);
      return;
    }
    // Wake-ups arriving during the pause stay pending, so the next read follows it at once.
    if (outcome && !outcome.full && this.options.gatherMs > 0) await pause(this.options.gatherMs, this.options.signal);
  }

  /** A loop that ends (leadership lost, stopped) no longer holds anyone back. */
  forget(p: AnyProjection): void {
    if (this.#backlogUntil.delete(p.name)) void this.#announce(p.name, 0);
  }

  async close(): Promise<void> {
    await this.#waiter?.close();
  }

  /** For each awaited projection, the last event of `read` it reads. */
  #targets(read: readonly RecordedEvent[]): ProgressTarget[] {
    return this.#awaited.flatMap((a) => {
      const last = read.findLast((e) => readsStream(a.streams, e.streamId));
      return last ? [{ name: a.name, position: last.position }] : [];
    });
  }

  async #led(targets: readonly ProgressTarget[]): Promise<boolean> {
    return ledAnywhere(this.options.db, targets.map((t) => t.name)).catch(() => false);
  }

  /** Tells every process's background projections to step aside for `forMs` (0: no longer). */
  async #announce(name: string, forMs: number): Promise<void> {
    await this.options.pool.query('select pg_notify($1, $2)', [PROGRESS_CHANNEL, busyPayload(name, forMs)])
      .catch((error: unknown) => this.options.log.warn({ err: error, projection: name }, 'could not announce a busy projection'));
  }
}
