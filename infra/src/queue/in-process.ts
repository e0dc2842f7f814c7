/**
 * The in-process JobQueue for the embedded default: the same semantics as the BullMQ adapter, kept in memory.
 * Pending jobs do not survive a restart (the daily sweep is what catches up on lost delayed work).
 */
import type { JsonObject } from '../event-store/port.ts';
import type { JobContext, JobHandler, JobOptions, JobQueue, RepeatOptions } from './port.ts';
import {
  backoffDelay,
  checkEveryMs,
  checkJobId,
  checkProcessOptions,
  consoleLog,
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  DEFAULT_CONCURRENCY,
  errorInfo,
  nextSlot,
  type QueueLog,
} from './shared.ts';

export interface InProcessQueueOptions {
  log?: QueueLog;
  /** Base delay of the exponential retry backoff (default 1 000 ms). */
  backoffMs?: number;
  /** How many finished job ids are remembered so that re-adding them is a no-op (default 10 000). */
  rememberFinished?: number;
}

interface QueuedJob {
  id: string;
  name: string;
  data: JsonObject;
  /** Tries started so far. */
  attempt: number;
  state: 'delayed' | 'waiting' | 'active';
  cancelTimer?: () => void;
  dueAt: number;
}

interface Schedule {
  name: string;
  everyMs: number;
  cancelTimer: () => void;
  lastJobId?: string;
}

/** Node clamps longer timeouts to 1 ms (with a warning); a 10-day delay must not fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Calls `fn` once the wall clock reaches `dueAt`. Node's timers run on a cached loop clock and may fire a
 * millisecond early by Date.now(), so the time is re-checked; that also splits delays beyond MAX_TIMER_MS.
 */
function at(dueAt: number, fn: () => void): () => void {
  let handle: NodeJS.Timeout;
  const arm = (): void => {
    const wait = dueAt - Date.now();
    if (wait <= 0) fn();
    else handle = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
  };
  handle = setTimeout(arm, Math.min(Math.max(dueAt - Date.now(), 0), MAX_TIMER_MS));
  return () => clearTimeout(handle);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createInProcessQueue(options: InProcessQueueOptions = {}): JobQueue {
  const log = options.log ?? consoleLog;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const rememberLimit = options.rememberFinished ?? 10_000;

  /** Waiting, delayed and active jobs by id. */
  const jobs = new Map<string, QueuedJob>();
  /** Ids of waiting jobs in FIFO order (a Set keeps insertion order and deletes in O(1)). */
  const ready = new Set<string>();
  /** Recently finished (completed or failed) ids, oldest first, so duplicates of them are ignored. */
  const finished = new Set<string>();
  const running = new Set<Promise<void>>();
  const schedules = new Map<string, Schedule>();
  let handlers: Record<string, JobHandler> | undefined;
  let limits = { concurrency: DEFAULT_CONCURRENCY, attempts: DEFAULT_ATTEMPTS };
  let closed = false;
  let pumpQueued = false;

  function assertOpen(): void {
    if (closed) throw new Error('the job queue is closed');
  }

  function remember(id: string): void {
    finished.add(id);
    if (finished.size > rememberLimit) {
      const oldest = finished.values().next();
      if (!oldest.done) finished.delete(oldest.value);
    }
  }

  function makeReady(job: QueuedJob): void {
    job.cancelTimer = undefined;
    job.state = 'waiting';
    ready.add(job.id);
    schedulePump();
  }

  function schedule(job: QueuedJob, dueAt: number): void {
    job.dueAt = dueAt;
    if (dueAt <= Date.now()) return makeReady(job);
    job.state = 'delayed';
    job.cancelTimer = at(dueAt, () => makeReady(job));
  }

  /** Returns false when the id is already queued, running or recently finished. */
  function enqueue(name: string, data: JsonObject, jobId: string, dueAt: number): boolean {
    if (jobs.has(jobId) || finished.has(jobId)) return false;
    // A copy, as BullMQ serialises data on add: later changes by the caller must not reach the handler.
    const job: QueuedJob = { id: jobId, name, data: structuredClone(data), attempt: 0, state: 'waiting', dueAt };
    jobs.set(jobId, job);
    schedule(job, dueAt);
    return true;
  }

  function settle(job: QueuedJob): void {
    jobs.delete(job.id);
    remember(job.id);
  }

  async function run(job: QueuedJob): Promise<void> {
    job.state = 'active';
    job.attempt += 1;
    const context: JobContext = { jobId: job.id, name: job.name, attempt: job.attempt };
    const handler = handlers?.[job.name];
    try {
      if (!handler) throw new Error(`no handler for job name "${job.name}"`);
      // Each try gets fresh data, as on BullMQ: a handler that mutates it must not change what a retry sees.
      await handler(structuredClone(job.data), context);
      settle(job);
    } catch (error) {
      // State first, logging second: a throwing logger must not leave the job stuck as active.
      if (!handler || job.attempt >= limits.attempts || closed) {
        settle(job);
        log.error({ ...context, ...errorInfo(error) }, 'job failed permanently');
      } else {
        const delayMs = backoffDelay(backoffMs, job.attempt);
        schedule(job, Date.now() + delayMs);
        log.warn({ ...context, delayMs, ...errorInfo(error) }, 'job failed; will retry');
      }
    }
  }

  function schedulePump(): void {
    // Deferred so that a handler never starts inside the caller's add().
    if (pumpQueued) return;
    pumpQueued = true;
    queueMicrotask(() => {
      pumpQueued = false;
      pump();
    });
  }

  function pump(): void {
    while (handlers && !closed && running.size < limits.concurrency) {
      const next = ready.values().next();
      if (next.done) return;
      ready.delete(next.value);
      const job = jobs.get(next.value);
      if (!job) continue;
      const task: Promise<void> = run(job)
        .catch(() => {
          // Only a throwing logger gets here; there is nowhere left to report it, and it must not crash the process.
        })
        .finally(() => {
          running.delete(task);
          schedulePump();
        });
      running.add(task);
    }
  }

  function fireSchedule(key: string, s: Schedule, slot: number): void {
    // Like a BullMQ scheduler, keep at most one not-yet-started job per schedule so a busy consumer is not flooded.
    const pending = s.lastJobId === undefined ? undefined : jobs.get(s.lastJobId);
    if (pending && pending.state !== 'active') return;
    const id = `repeat:${key}:${slot}`;
    if (enqueue(s.name, {}, id, Date.now())) s.lastJobId = id;
  }

  function armSchedule(key: string, s: Schedule): void {
    const slot = nextSlot(Date.now(), s.everyMs);
    s.cancelTimer = at(slot, () => {
      fireSchedule(key, s, slot);
      armSchedule(key, s);
    });
  }

  return {
    async add(name: string, data: JsonObject, options: JobOptions): Promise<void> {
      assertOpen();
      checkJobId(options.jobId);
      enqueue(name, data, options.jobId, Date.now() + Math.max(options.delayMs ?? 0, 0));
    },

    async cancel(jobId: string): Promise<void> {
      const job = jobs.get(jobId);
      if (!job || job.state === 'active') return;
      job.cancelTimer?.();
      ready.delete(jobId);
      // Not remembered: as with BullMQ's remove, the id may be added again later.
      jobs.delete(jobId);
    },

    async repeat(name: string, options: RepeatOptions): Promise<void> {
      assertOpen();
      checkEveryMs(options.everyMs);
      const existing = schedules.get(options.key);
      if (existing) {
        // Replace the schedule; no extra immediate run (BullMQ's upsert of an existing scheduler behaves so).
        existing.cancelTimer();
        existing.name = name;
        existing.everyMs = options.everyMs;
        armSchedule(options.key, existing);
        return;
      }
      const s: Schedule = { name, everyMs: options.everyMs, cancelTimer: () => undefined };
      schedules.set(options.key, s);
      // A new BullMQ `every` scheduler runs its first job right away; so does this one.
      fireSchedule(options.key, s, Date.now());
      armSchedule(options.key, s);
    },

    process(newHandlers: Record<string, JobHandler>, processOptions?: { concurrency?: number; attempts?: number }): void {
      assertOpen();
      if (handlers) throw new Error('process() may only be called once per queue');
      limits = checkProcessOptions(processOptions);
      handlers = { ...newHandlers };
      schedulePump();
    },

    async drain(withinMs = 0): Promise<void> {
      const busy = (): boolean => {
        const horizon = Date.now() + withinMs;
        for (const job of jobs.values()) if (job.state !== 'delayed' || job.dueAt <= horizon) return true;
        return false;
      };
      while (!closed && busy()) await sleep(10);
    },

    async depth() {
      const found = { waiting: 0, active: 0, delayed: 0 };
      for (const job of jobs.values()) found[job.state] += 1;
      return found;
    },

    async close(): Promise<void> {
      if (!closed) {
        closed = true;
        for (const job of jobs.values()) job.cancelTimer?.();
        for (const s of schedules.values()) s.cancelTimer();
        schedules.clear();
        ready.clear();
      }
      // Like BullMQ's worker.close(): let running handlers finish, start nothing new.
      await Promise.allSettled([...running]);
      jobs.clear();
    },
  };
}
