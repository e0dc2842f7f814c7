import pg from 'pg';
import type { Logger } from '@inkpace/infra/log';
import { START, comparePositions, type Position } from '@inkpace/infra/event-store';
import { PROGRESS_CHANNEL, rowToPosition, SKIPPED_PREFIX } from './checkpoints.ts';

export const WAITER_APPLICATION_NAME = 'inkpace-progress-waiter';

export interface ProgressWaiterOptions {
  /** Checkpoints are read through it (one short query at a time). */
  pool: pg.Pool;
  /** Where the LISTEN connection goes; defaults to the pool's own settings. */
  connectionString?: string;
  /** Every one of these must have reached a position before waitFor resolves true. */
  projections: readonly string[];
  log: Logger;
  /** Fallback re-read while anyone waits, for notifications lost to a reconnect (default 200 ms). */
  pollIntervalMs?: number;
}

export interface ProgressWaiter {
  /** True once every named projection's checkpoint is at or after `position`; false on timeout or close. */
  waitFor(position: Position, timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

interface Waiter {
  position: Position;
  settle(reached: boolean): void;
}

const MAX_RECONNECT_DELAY_MS = 5_000;

/**
 * Read-your-writes for commands. Waiters are cheap: however many wait, there is one LISTEN connection, at most
 * one checkpoint query in flight (requests arriving meanwhile share the next one), and one poll timer.
 */
export function createProgressWaiter(options: ProgressWaiterOptions): ProgressWaiter {
  const { pool, log } = options;
  const names = [...new Set(options.projections)];
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  const waiters = new Set<Waiter>();
  // The lowest checkpoint among `names` last read. Checkpoints only move forward (a rebuild swaps in a copy
  // that is at least as far), so a stale value errs on the side of waiting.
  let reached: Position = START;
  let inFlight: Promise<void> | null = null;
  let readAgain = false;
  let pollTimer: NodeJS.Timeout | null = null;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let reconnectAt = 0;
  let reconnectDelayMs = 100;
  let closed = false;

  const settleReached = (): void => {
    for (const w of [...waiters]) if (comparePositions(reached, w.position) >= 0) w.settle(true);
  };

  const readCheckpoints = async (): Promise<void> => {
    const res = await pool.query<{ tx_id: string; global_position: string }>(
      `select tx_id::text as tx_id, global_position::text as global_position
       from projection_checkpoints where name = any($1::text[])`,
      [names],
    );
    // A projection without a row has applied nothing yet.
    if (res.rows.length < names.length) return;
    const lowest = res.rows.map(rowToPosition).reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
    if (comparePositions(lowest, reached) > 0) reached = lowest;
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
      const name = msg.payload?.startsWith(SKIPPED_PREFIX) ? msg.payload.slice(SKIPPED_PREFIX.length) : msg.payload;
      if (name === undefined || names.includes(name)) refresh();
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
    waitFor(position, timeoutMs = 5_000) {
      if (names.length === 0 || comparePositions(reached, position) >= 0) return Promise.resolve(true);
      if (closed) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          position,
          settle(ok) {
            clearTimeout(timer);
            waiters.delete(waiter);
            updatePolling();
            resolve(ok);
          },
        };
        const timer = setTimeout(() => waiter.settle(false), timeoutMs);
        waiters.add(waiter);
        updatePolling();
        listen();
        refresh();
      });
    },

    async close() {
      closed = true;
      for (const w of [...waiters]) w.settle(false);
      updatePolling();
      await connecting;
      await inFlight;
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
