import type pg from 'pg';
import { PgWakeListener } from '@inkpace/infra/db';
import type { Logger } from '@inkpace/infra/log';
import { START, comparePositions, type Position } from '@inkpace/infra/event-store';
import { PROGRESS_CHANNEL, rowToPosition } from './checkpoints.ts';
import { parseProgress } from './progress-payload.ts';
import { readsStream } from './projection.ts';

export const WAITER_APPLICATION_NAME = 'inkpace-progress-waiter';

export interface ProgressWaiterOptions {
  /** Checkpoints are read through it (one short query at a time). */
  pool: pg.Pool;
  /** Where the LISTEN connection goes; defaults to the pool's own settings. */
  connectionString?: string;
  /**
   * The projections to wait for: a name alone waits on every write; with `streams` (stream-id prefixes, as the
   * projection declares them) only on writes to those streams, since no other write changes what it holds.
   */
  projections: ReadonlyArray<string | ProjectionInterest>;
  log: Logger;
  /** Fallback re-read while anyone waits, for notifications lost to a reconnect (default 200 ms). */
  pollIntervalMs?: number;
}

export interface ProjectionInterest {
  name: string;
  streams?: readonly string[];
}

/**
 * - applied: every projection that reads the stream is at or after the position;
 * - failing: one of them is stopped before it by an event it fails on (see runner.ts), so waiting longer is futile;
 * - timeout: not yet applied when the time was up (or the waiter was closed).
 */
export type WaitOutcome = 'applied' | 'failing' | 'timeout';

export interface ProgressWaiter {
  /** Waits until every projection that reads `streamId` (every projection, without it) has applied `position`. */
  waitFor(position: Position, timeoutMs?: number, streamId?: string): Promise<WaitOutcome>;
  /** Waits until each named projection has reached its own position (pacing: see pacing.ts). */
  waitForEach(targets: readonly ProgressTarget[], timeoutMs: number): Promise<WaitOutcome>;
  /** How much longer, in ms, any of `names` asked others to step aside (a `busy` notification; 0: none does). */
  busyFor(names: readonly string[]): number;
  /** Starts listening now rather than at the first wait (pacing must not miss a `busy` said before it). */
  listen(): void;
  close(): Promise<void>;
}

export interface ProgressTarget {
  name: string;
  position: Position;
}

interface Waiter {
  targets: readonly ProgressTarget[];
  settle(outcome: WaitOutcome): void;
}

/**
 * Read-your-writes for commands, and the cross-process view pacing uses. Waiters are cheap: however many wait, there
 * is one LISTEN connection (infra's PgWakeListener) whose notifications carry each projection's new position (so a
 * wait usually costs no query at all), at most one checkpoint query in flight for the fallback poll (requests arriving
 * meanwhile share the next one), and one timer.
 */
export function createProgressWaiter(options: ProgressWaiterOptions): ProgressWaiter {
  const { pool, log } = options;
  const interests = options.projections.map((p) => (typeof p === 'string' ? { name: p } : p));
  const names = [...new Set(interests.map((p) => p.name))];
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  const waiters = new Set<Waiter>();
  // Each projection's checkpoint as last read. Checkpoints only move forward (a rebuild swaps in a copy that is
  // at least as far), so a stale value errs on the side of waiting.
  const reached = new Map<string, Position>();
  // Projections stopped by an event they fail on, as last read (projection_failures).
  const failing = new Set<string>();
  // Until when (this process's clock) each projection asked others to step aside.
  const busyUntil = new Map<string, number>();
  const namesFor = (streamId: string | undefined): string[] => [
    ...new Set(interests.filter((p) => streamId === undefined || readsStream(p.streams, streamId)).map((p) => p.name)),
  ];
  const hasReached = (target: ProgressTarget): boolean => comparePositions(reached.get(target.name) ?? START, target.position) >= 0;
  let inFlight: Promise<void> | null = null;
  let readAgain = false;
  let pollTimer: NodeJS.Timeout | null = null;
  let closed = false;
  const listener = new PgWakeListener(
    options.connectionString ? { connectionString: options.connectionString } : pool.options, log, PROGRESS_CHANNEL, WAITER_APPLICATION_NAME,
  );
  let listening = false;

  const settleReached = (): void => {
    for (const w of [...waiters]) {
      if (w.targets.every(hasReached)) w.settle('applied');
      // A failing projection is stopped at the event after its checkpoint, so a position it has not reached is
      // behind that event: it will not be applied before the failure is resolved.
      else if (w.targets.some((t) => failing.has(t.name) && !hasReached(t))) w.settle('failing');
    }
  };

  const readCheckpoints = async (): Promise<void> => {
    const res = await pool.query<{ name: string; position: string; failing: boolean }>({
      name: 'inkpace_waiter_checkpoints',
      text: `select c.name, c.position, f.name is not null as failing
       from projection_checkpoints c left join projection_failures f on f.name = c.name where c.name = any($1::text[])`,
      values: [names],
    });
    // A projection without a row has applied nothing yet.
    for (const row of res.rows) {
      const position = rowToPosition(row);
      if (comparePositions(position, reached.get(row.name) ?? START) > 0) reached.set(row.name, position);
      if (row.failing) failing.add(row.name);
      else failing.delete(row.name);
    }
  };

  /** Single flight: a request made while a read runs is served by one more read after it. */
  const refresh = (): void => {
    if (closed) return;
    if (inFlight) {
      readAgain = true;
      return;
    }
    inFlight = (async () => {
      do {
        readAgain = false;
        try {
          await readCheckpoints();
          settleReached();
        } catch (error) {
          log.warn({ err: error }, 'reading projection checkpoints failed');
          return;
        }
      } while (readAgain && !closed && waiters.size > 0);
    })().finally(() => {
      inFlight = null;
    });
  };

  const onNotification = (payload: string | null): void => {
    // LISTEN (re)started: progress made while nobody listened produced notifications nobody received.
    if (payload === null) {
      refresh();
      return;
    }
    const progress = parseProgress(payload);
    // A payload without a position (another version of the projector): read where things stand.
    if (!progress) {
      if (waiters.size > 0) refresh();
      return;
    }
    // Positions arrive with the notification: settling a waiter needs no query.
    if (progress.kind === 'failing') failing.add(progress.name);
    else if (progress.kind === 'busy') busyUntil.set(progress.name, Date.now() + progress.forMs);
    else {
      failing.delete(progress.name);
      if (comparePositions(progress.position, reached.get(progress.name) ?? START) > 0) reached.set(progress.name, progress.position);
    }
    settleReached();
  };

  const listen = (): void => {
    if (closed || listening) return;
    listening = true;
    listener.add(onNotification);
  };

  const updatePolling = (): void => {
    if (waiters.size > 0 && !pollTimer && !closed) {
      pollTimer = setInterval(() => {
        listen();
        refresh();
      }, pollIntervalMs);
    } else if (waiters.size === 0 && pollTimer) {
      clearInterval(pollTimer);
      pollTimer = null;
    }
  };

  const wait = (targets: readonly ProgressTarget[], timeoutMs: number): Promise<WaitOutcome> => {
    if (targets.every(hasReached)) return Promise.resolve('applied');
    if (closed) return Promise.resolve('timeout');
    return new Promise<WaitOutcome>((resolve) => {
      const waiter: Waiter = {
        targets,
        settle(outcome) {
          clearTimeout(timer);
          waiters.delete(waiter);
          updatePolling();
          resolve(outcome);
        },
      };
      const timer = setTimeout(() => waiter.settle('timeout'), timeoutMs);
      waiters.add(waiter);
      updatePolling();
      // While listening, the projector's notification brings the position; the poll covers a lost one. Until
      // then, read the checkpoints.
      if (!listener.listening) {
        listen();
        refresh();
      }
    });
  };

  return {
    waitFor(position, timeoutMs = 5_000, streamId) {
      return wait(namesFor(streamId).map((name) => ({ name, position })), timeoutMs);
    },
    waitForEach(targets, timeoutMs) {
      listen();
      return wait(targets, timeoutMs);
    },
    listen,
    busyFor(of) {
      listen();
      const now = Date.now();
      return Math.max(0, ...of.map((name) => (busyUntil.get(name) ?? now) - now));
    },

    async close() {
      closed = true;
      for (const w of [...waiters]) w.settle('timeout');
      updatePolling();
      await inFlight;
      await listener.close();
    },
  };
}
