/**
 * The JobQueue on BullMQ 6 + Redis. One Worker per process consumes every job name of the queue and
 * dispatches by name; retries use BullMQ's exponential backoff.
 */
import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { JsonObject } from '../event-store/port.ts';
import type { JobContext, JobHandler, JobOptions, JobQueue, RepeatOptions } from './port.ts';
import { JOB_CLAIM_LAPSES_AFTER_MS } from './heartbeat.ts';
import {
  checkEveryMs,
  checkJobId,
  checkProcessOptions,
  consoleLog,
  DEFAULT_BACKOFF_MS,
  errorInfo,
  type QueueLog,
} from './shared.ts';

export interface BullMqQueueOptions {
  redisUrl: string;
  /** Default 'jobs'. */
  queueName?: string;
  /** Namespace of every Redis key (BullMQ's `prefix`, default 'inkpace'); tests use one per test. */
  prefix?: string;
  log?: QueueLog;
  /** Base delay of the exponential retry backoff (default 1 000 ms). */
  backoffMs?: number;
  /** How long a running job's lock lasts unrenewed (default JOB_LOCK_MS; the worker-kill test shortens it). */
  jobLockMs?: number;
}

/**
 * A worker renews the locks of its running jobs every half of this; a job whose lock ran out (its worker process
 * died) is put back by another worker's stalled-job check, which runs every STALLED_CHECK_FRACTION of it. So a
 * killed worker's job starts again elsewhere within about 1.5 × JOB_LOCK_MS, not BullMQ's default of up to a minute.
 */
const JOB_LOCK_MS = JOB_CLAIM_LAPSES_AFTER_MS;
const STALLED_CHECK_FRACTION = 0.5;

/**
 * Finished jobs are kept so that re-adding their id stays a no-op (BullMQ dedupes only against jobs still in
 * Redis), but not forever. Ages are in seconds. A week of completed ids covers any replay of the event log
 * the reactor does after a crash; failed ones stay longer for inspection.
 */
const KEEP_COMPLETED = { age: 7 * 24 * 3600, count: 50_000 };
const KEEP_FAILED = { age: 30 * 24 * 3600, count: 50_000 };

/**
 * Attempts are stored on each job when it is added, but the port sets them where jobs are consumed
 * (process({ attempts })). So jobs carry this generous ceiling and the worker stops earlier by throwing
 * UnrecoverableError once its own limit is reached.
 */
const STORED_ATTEMPTS = 100;

/** BullMQ's delayed set scores a job as dueTimestamp * 0x1000 + counter (commands/includes/getDelayedScore.lua). */
const DELAYED_SCORE_FACTOR = 0x1000;

/**
 * BullMQ rejects custom ids that look like integers or contain ':' (its own repeat ids use ':'), so every id
 * is stored as 'j_' + the id with '%' and ':' percent-escaped. The mapping is reversible: handlers and cancel
 * see and use the caller's id, and any string is a valid id.
 */
export function toStoredJobId(jobId: string): string {
  return `j_${escapeColons(jobId)}`;
}

export function fromStoredJobId(stored: string): string {
  if (stored.startsWith('j_')) return unescapeColons(stored.slice(2));
  // Jobs made by a scheduler are 'repeat:<escaped key>:<slot millis>', the same shape the in-process queue uses.
  const repeat = /^repeat:(.*):(\d+)$/.exec(stored);
  if (repeat) return `repeat:${unescapeColons(repeat[1] ?? '')}:${repeat[2] ?? ''}`;
  return stored;
}

function escapeColons(value: string): string {
  return value.replace(/[%:]/g, (c) => (c === '%' ? '%25' : '%3A'));
}

function unescapeColons(value: string): string {
  return value.replace(/%(25|3A)/g, (_, code: string) => (code === '25' ? '%' : ':'));
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createBullMqQueue(options: BullMqQueueOptions): JobQueue {
  const queueName = options.queueName ?? 'jobs';
  const prefix = options.prefix ?? 'inkpace';
  const log = options.log ?? consoleLog;
  const jobOptions: JobsOptions = {
    attempts: STORED_ATTEMPTS,
    backoff: { type: 'exponential', delay: options.backoffMs ?? DEFAULT_BACKOFF_MS },
    removeOnComplete: KEEP_COMPLETED,
    removeOnFail: KEEP_FAILED,
  };

  // Producer commands keep ioredis' default retry limit, so add() fails instead of hanging while Redis is down.
  const connection = new Redis(options.redisUrl);
  // ioredis emits 'error' on every failed reconnect; unhandled, that event would crash the process.
  connection.on('error', (error: unknown) => log.warn(errorInfo(error), 'redis connection error (queue)'));
  const queue = new Queue<JsonObject>(queueName, { connection, prefix, defaultJobOptions: jobOptions });
  queue.on('error', (error) => log.warn(errorInfo(error), 'job queue error'));

  let worker: Worker<JsonObject> | undefined;
  let workerConnection: Redis | undefined;
  let closed = false;
  let closing: Promise<void> | undefined;

  function assertOpen(): void {
    if (closed) throw new Error('the job queue is closed');
  }

  async function dispatch(
    handlers: Record<string, JobHandler>,
    attempts: number,
    job: Job<JsonObject>,
  ): Promise<void> {
    const context: JobContext = { jobId: fromStoredJobId(job.id ?? ''), name: job.name, attempt: job.attemptsMade + 1 };
    const handler = handlers[job.name];
    if (!handler) {
      log.error(context, 'job failed permanently: no handler for its name');
      throw new UnrecoverableError(`no handler for job name "${job.name}"`);
    }
    try {
      await handler(job.data, context);
    } catch (error) {
      if (context.attempt >= attempts) {
        log.error({ ...context, ...errorInfo(error) }, 'job failed permanently');
        throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
      }
      log.warn({ ...context, ...errorInfo(error) }, 'job failed; will retry');
      throw error;
    }
  }

  /** True when a delayed job is due by `horizon` (ms since the epoch). Reads the delayed set's earliest score. */
  async function delayedDueBy(horizon: number): Promise<boolean> {
    const [, score] = await connection.zrange(queue.toKey('delayed'), 0, 0, 'WITHSCORES');
    return score !== undefined && Math.floor(Number(score) / DELAYED_SCORE_FACTOR) <= horizon;
  }

  return {
    async add(name: string, data: JsonObject, addOptions: JobOptions): Promise<void> {
      assertOpen();
      checkJobId(addOptions.jobId);
      // An existing id (queued, running or kept after finishing) makes BullMQ return that job and add nothing.
      await queue.add(name, data, {
        jobId: toStoredJobId(addOptions.jobId),
        ...(addOptions.delayMs && addOptions.delayMs > 0 ? { delay: addOptions.delayMs } : {}),
      });
    },

    async cancel(jobId: string): Promise<void> {
      const stored = toStoredJobId(jobId);
      const state = await queue.getJobState(stored);
      // Only unstarted jobs: removing a finished one would drop its id and let a duplicate run again.
      if (state === 'waiting' || state === 'delayed' || state === 'prioritized') {
        // Returns 0 when the job became active meanwhile; it then simply runs, like any started job.
        await queue.remove(stored);
      }
    },

    async repeat(name: string, repeatOptions: RepeatOptions): Promise<void> {
      assertOpen();
      checkEveryMs(repeatOptions.everyMs);
      // Upserting under a stable scheduler id replaces the schedule instead of adding a second one.
      await queue.upsertJobScheduler(
        escapeColons(repeatOptions.key),
        { every: repeatOptions.everyMs },
        { name, data: {}, opts: jobOptions },
      );
    },

    process(handlers: Record<string, JobHandler>, processOptions?: { concurrency?: number; attempts?: number }): void {
      assertOpen();
      if (worker) throw new Error('process() may only be called once per queue');
      const { concurrency, attempts } = checkProcessOptions(processOptions);
      const own = { ...handlers };
      // Workers block on Redis; BullMQ requires maxRetriesPerRequest: null so those commands never give up.
      workerConnection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
      workerConnection.on('error', (error: unknown) => log.warn(errorInfo(error), 'redis connection error (worker)'));
      worker = new Worker<JsonObject>(queueName, (job) => dispatch(own, attempts, job), {
        connection: workerConnection,
        prefix,
        concurrency,
        lockDuration: options.jobLockMs ?? JOB_LOCK_MS,
        stalledInterval: (options.jobLockMs ?? JOB_LOCK_MS) * STALLED_CHECK_FRACTION,
      });
      worker.on('error', (error) => log.warn(errorInfo(error), 'job worker error'));
    },

    async drain(withinMs = 0): Promise<void> {
      for (;;) {
        if (closed) return;
        const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
        const pending = Object.values(counts).reduce((sum, n) => sum + n, 0);
        if (pending === 0 && !(await delayedDueBy(Date.now() + withinMs))) return;
        await sleep(25);
      }
    },

    async depth() {
      const c = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
      // A prioritized job waits like any other; BullMQ only keeps it in a set of its own.
      return { waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0 };
    },

    close(): Promise<void> {
      closed = true;
      closing ??= (async () => {
        // The worker first: it finishes its active jobs, and then the connections it used can go.
        await worker?.close();
        await queue.close();
        // BullMQ does not close connections it was handed.
        workerConnection?.disconnect();
        connection.disconnect();
      })();
      return closing;
    },
  };
}
