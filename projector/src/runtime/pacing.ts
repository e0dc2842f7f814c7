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

  constructor(private readonly gatherMs: number, private readonly signal: AbortSignal) {}

  /**
   * Between reading and applying. An awaited projection is applying from here to afterBatch, and one that read a
   * full batch has a backlog; one nobody waits for lets both go first (for at most MAX_YIELD_MS): an import of 40
   * requests of 500 entries answers each as soon as its entries are in, and the audit trail takes them while the
   * next request comes. Both usually read the same events at the same moment (one shared read): the turn of the
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
    while ((this.#backlogged.size > 0 || this.#applying.size > 0) && Date.now() < giveUpAt && !this.signal.aborted) {
      await Promise.race([pause(YIELD_POLL_MS, this.signal), new Promise<void>((resolve) => this.#waiting.push(resolve))]);
    }
  }

  /** After a batch: an awaited backlog is through; a projection nobody waits for lets events gather before reading again. */
  async afterBatch(p: AnyProjection, outcome: { full: boolean } | null): Promise<void> {
    if (!unawaited(p)) {
      this.#applying.delete(p.name);
      if (!outcome?.full) this.#backlogged.delete(p.name);
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
