import type pg from 'pg';
import type { Logger } from '@inkpace/infra/log';
import type { EventStore } from '@inkpace/infra/event-store';
import type { RebuildOrigin } from '@inkpace/contracts/rules/rebuild-progress';
import { RebuildInProgressError } from './rebuild.ts';
import { rebuildGroup } from './rebuild-group.ts';
import type { AnyProjection, ProjectionList } from './schema.ts';

export interface RebuildQueueOptions {
  pool: pg.Pool;
  store: EventStore;
  projections: ProjectionList<readonly unknown[]>;
  log: Logger;
  batchSize: number;
  /** Aborting abandons the rebuilds in flight and stops new stale-version rebuilds. */
  signal: AbortSignal;
  /** The pause after a projection's `failures`-th failed stale-version rebuild. */
  backoff: (failures: number) => number;
  /** Called for each projection whose rebuild ended (swapped in or failed): its loop should look again at once. */
  onEnded: (name: string) => void;
}

/**
 * The rebuilds one projector process runs: one group at a time (each pins a pooled connection per projection, and the
 * pool must keep others for reading the log and for the live batches, or a small pool deadlocks), and a projection
 * whose rebuild is running is never rebuilt twice: that one catches up to the head before it swaps, so it serves a
 * later request too.
 */
export class RebuildQueue {
  private readonly running = new Map<string, Promise<void>>();
  private readonly nextAttempt = new Map<string, number>();
  private readonly failures = new Map<string, number>();
  private tail: Promise<unknown> = Promise.resolve();
  private readonly room: number;

  constructor(private readonly options: RebuildQueueOptions) {
    this.room = (options.pool.options.max ?? 10) - 2;
  }

  /** Rebuilds `ps` together, one pass over the log, after the groups already queued; resolves when all are live. */
  run(ps: readonly AnyProjection[], origin: RebuildOrigin): Promise<void> {
    const { pool, store, projections, log, batchSize, signal } = this.options;
    const waits = ps.flatMap((p) => this.running.get(p.name) ?? []);
    const names = ps.filter((p) => !this.running.has(p.name)).map((p) => p.name);
    if (names.length > 0) {
      const run = this.tail
        .then(() => rebuildGroup({ pool, store, projections, names, log, batchSize, signal, origin }, this.room))
        .finally(() => {
          for (const name of names) {
            this.running.delete(name);
            this.options.onEnded(name);
          }
        });
      this.tail = run.catch(() => undefined);
      for (const name of names) this.running.set(name, run);
      waits.push(run);
    }
    return Promise.all(waits).then(() => undefined);
  }

  /** The leader found tables of another version: rebuild in the background, with a backoff after failures. */
  rebuildStale(p: AnyProjection, storedVersion: number): void {
    const { log, signal } = this.options;
    if (this.running.has(p.name) || signal.aborted) return;
    if ((this.nextAttempt.get(p.name) ?? 0) > Date.now()) return;
    log.info({ projection: p.name, stored: storedVersion, code: p.version }, 'projection version changed; rebuilding');
    this.run([p], 'version').then(
      () => this.failures.delete(p.name),
      (error: unknown) => {
        if (signal.aborted) return;
        const failures = (this.failures.get(p.name) ?? 0) + 1;
        this.failures.set(p.name, failures);
        const retryInMs = this.options.backoff(failures);
        this.nextAttempt.set(p.name, Date.now() + retryInMs);
        if (error instanceof RebuildInProgressError) log.info({ projection: p.name, retryInMs }, error.message);
        else log.error({ err: error, projection: p.name, retryInMs }, 'projection rebuild failed');
      },
    );
  }

  /** The rebuilds in flight (for a stop to wait on). */
  inFlight(): Array<Promise<void>> {
    return [...this.running.values()];
  }
}
