import type { AnyProjection } from './schema.ts';
import { pause } from './wake.ts';

/**
 * A projection no command waits for (the audit trail, the admin series) costs the same few statements per batch
 * whether the batch holds one event or dozens. Under steady writes it would apply every writer's POST on its own,
 * doubling the database round trips of each. After a batch it therefore lets events gather for this long: a quiet
 * site still sees each event applied at once (the first wake-up is not delayed), a busy one applies them in
 * batches of tens. Longer pauses make bigger batches that hold up the projector thread, and with it the answers
 * of the writes that wait for `progress` (measured: 100 ms gave POST /tally a p99 of 35-39 ms, 30 ms 20-25 ms).
 */
export const GATHER_MS = 30;
/** How often a yielding projection looks again whether the backlog it yields to is gone. */
const YIELD_POLL_MS = 10;
/** A yielding projection applies a batch at least this often, however long the backlog lasts. */
const MAX_YIELD_MS = 5_000;

/**
 * An awaited batch of at least this many log events is an import's (one POST of an entry makes a batch of a few under
 * steady writes; an importer sends hundreds per request).
 */
const IMPORT_BATCH = 100;
/**
 * After an import's batch, the projections nobody waits for keep stepping aside this long: an importer's next request
 * follows the answer within tens of milliseconds, and the audit trail catching up in between held each request up
 * (measured: the audit trail cost 40 requests of 500 entries 1.2-1.4 s of their 3.3-3.6 s).
 */
export const IMPORT_QUIET_MS = 150;

const unawaited = (p: AnyProjection): boolean => p.awaitedStreams !== undefined && p.awaitedStreams.length === 0;

/**
 * When each projection's loop reads again. Projections share one thread and one database: while a projection
 * that writers wait for applies a batch or works through a backlog (a 20,000-entry import), the ones nobody waits
 * for step aside, so a write's answer is not held up by the audit trail working beside it.
 */
export class Pacing {
  /** Awaited projections whose last batch was full: more is waiting for them. */
  readonly #backlogged = new Set<string>();
  /** Awaited projections applying a batch right now. */
  readonly #applying = new Set<string>();
  /** Projections stepping aside, woken when an awaited batch ends. */
  #waiting: Array<() => void> = [];
  /** Until when an import is under way (IMPORT_QUIET_MS after its last batch). */
  #importingUntil = 0;

  constructor(private readonly gatherMs: number, private readonly signal: AbortSignal, private readonly importQuietMs = IMPORT_QUIET_MS) {}

  /**
   * Between reading and applying. An awaited projection is applying from here to afterBatch, one that read a full
   * batch has a backlog, and one that applied an import's batch may soon get the importer's next request; one nobody
   * waits for lets all of them go first (for at most MAX_YIELD_MS at a time): an import of 40 requests of 500 entries
   * answers each as soon as its entries are in, and the audit trail takes them once the import is through. Both usually read the same events at the same moment (one shared read): the turn of the
   * event loop first lets every reader of it say what it found.
   */
  async beforeApply(p: AnyProjection, readFull: boolean): Promise<void> {
    if (!unawaited(p)) {
      this.#applying.add(p.name);
      if (readFull) this.#backlogged.add(p.name);
      return;
    }
    if (this.gatherMs <= 0) return;
    await new Promise((resolve) => setImmediate(resolve));
    const giveUpAt = Date.now() + MAX_YIELD_MS;
    const busy = (): boolean => this.#backlogged.size > 0 || this.#applying.size > 0 || Date.now() < this.#importingUntil;
    while (busy() && Date.now() < giveUpAt && !this.signal.aborted) {
      await Promise.race([pause(YIELD_POLL_MS, this.signal), new Promise<void>((resolve) => this.#waiting.push(resolve))]);
    }
  }

  /**
   * After a batch (`count` log events): an awaited backlog is through, or an import goes on; a projection nobody waits
   * for lets events gather before reading again.
   */
  async afterBatch(p: AnyProjection, outcome: { full: boolean; count: number } | null): Promise<void> {
    if (!unawaited(p)) {
      this.#applying.delete(p.name);
      if (!outcome?.full) this.#backlogged.delete(p.name);
      if (outcome && outcome.count >= IMPORT_BATCH) this.#importingUntil = Date.now() + this.importQuietMs;
      this.#wakeWaiting();
      return;
    }
    // Wake-ups arriving during the pause stay pending, so the next read follows it at once.
    if (outcome && !outcome.full && this.gatherMs > 0) await pause(this.gatherMs, this.signal);
  }

  /** A loop that ends (leadership lost, stopped) no longer holds anyone back. */
  forget(p: AnyProjection): void {
    this.#backlogged.delete(p.name);
    this.#applying.delete(p.name);
    this.#wakeWaiting();
  }

  #wakeWaiting(): void {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const wake of waiting) wake();
  }
}
