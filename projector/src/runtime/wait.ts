import pg from 'pg';
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
  close(): Promise<void>;
}

interface Waiter {
  position: Position;
  names: readonly string[];
  settle(outcome: WaitOutcome): void;
}

const MAX_RECONNECT_DELAY_MS = 5_000;

/**
 * Read-your-writes for commands. Waiters are cheap: however many wait, there is one LISTEN connection whose
 * notifications carry each projection's new position (so a wait usually costs no query at all), at most one
 * checkpoint query in flight for the fallback poll (requests arriving meanwhile share the next one), and one timer.
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
  const namesFor = (streamId: string | undefined): string[] => [
    ...new Set(interests.filter((p) => streamId === undefined || readsStream(p.streams, streamId)).map((p) => p.name)),
  ];
  const hasReached = (position: Position, of: readonly string[]): boolean =>
    of.every((name) => comparePositions(reached.get(name) ?? START, position) >= 0);
  let inFlight: Promise<void> | null = null;
  let readAgain = false;
  let pollTimer: NodeJS.Timeout | null = null;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let reconnectAt = 0;
  let reconnectDelayMs = 100;
  let closed = false;

  const settleReached = (): void => {
    for (const w of [...waiters]) {
      if (hasReached(w.position, w.names)) w.settle('applied');
      // A failing projection is stopped at the event after its checkpoint, so a position it has not reached is
      // behind that event: it will not be applied before the failure is resolved.
      else if (w.names.some((n) => failing.has(n) && !hasReached(w.position, [n]))) w.settle('failing');
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

  const listen = (): void => {
    if (closed || client || connecting || Date.now() < reconnectAt) return;
    const config: pg.ClientConfig = options.connectionString ? { connectionString: options.connectionString } : pool.options;
    const c = new pg.Client({ ...config, application_name: WAITER_APPLICATION_NAME });
    let dropped = false;
    const drop = (error?: unknown): void => {
      if (dropped) return;
      dropped = true;
      if (client === c) client = null;
      c.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, 'projection progress LISTEN connection lost; polling until it is back');
      reconnectAt = Date.now() + reconnectDelayMs;
      reconnectDelayMs = Math.min(reconnectDelayMs * 2, MAX_RECONNECT_DELAY_MS);
    };
    c.on('notification', (msg) => {
      const progress = parseProgress(msg.payload);
      // A payload without a position (another version of the projector): read where things stand.
      if (!progress) {
        if (waiters.size > 0) refresh();
        return;
      }
      // Positions arrive with the notification: settling a waiter needs no query.
      if (progress.kind === 'failing') failing.add(progress.name);
      else {
        failing.delete(progress.name);
        if (comparePositions(progress.position, reached.get(progress.name) ?? START) > 0) reached.set(progress.name, progress.position);
      }
      settleReached();
    });
    c.on('error', (error) => drop(error));
    c.on('end', () => drop());
    connecting = (async () => {
      try {
        await c.connect();
        await c.query(`listen ${PROGRESS_CHANNEL}`);
      } catch (error) {
        drop(error);
        return;
      }
      if (closed || dropped) {
        await c.end().catch(() => undefined);
        return;
      }
      client = c;
      reconnectDelayMs = 100;
      refresh(); // progress made while nobody listened produced notifications nobody received
    })().finally(() => {
      connecting = null;
    });
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

  return {
    waitFor(position, timeoutMs = 5_000, streamId) {
      const of = namesFor(streamId);
      if (hasReached(position, of)) return Promise.resolve('applied');
      if (closed) return Promise.resolve('timeout');
      return new Promise<WaitOutcome>((resolve) => {
        const waiter: Waiter = {
          position,
          names: of,
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
        if (!client) {
          listen();
          refresh();
        }
      });
    },

    async close() {
      closed = true;
      for (const w of [...waiters]) w.settle('timeout');
      updatePolling();
      await connecting;
      await inFlight;
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
