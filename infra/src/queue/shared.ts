/** Pieces both queue adapters share, so their retry, logging and scheduling behaviour stays identical. */

/** The subset of a pino logger the queues use; a pino `Logger` satisfies it. */
export interface QueueLog {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_CONCURRENCY = 1;
export const DEFAULT_BACKOFF_MS = 1_000;

/** Used when the caller passes no logger: failures must never vanish silently. */
export const consoleLog: QueueLog = {
  warn: (obj, msg) => console.warn(msg ?? '', obj),
  error: (obj, msg) => console.error(msg ?? '', obj),
};

/** Exponential backoff after the `failedAttempt`-th try (1-based): base, 2 × base, 4 × base, … (as BullMQ's 'exponential'). */
export function backoffDelay(baseMs: number, failedAttempt: number): number {
  return baseMs * 2 ** (failedAttempt - 1);
}

/**
 * The next slot of a fixed-interval schedule, aligned to multiples of `everyMs` since the epoch. BullMQ's job
 * schedulers align `every` the same way, so a daily job runs at the same wall-clock time on both adapters.
 */
export function nextSlot(now: number, everyMs: number): number {
  return Math.floor(now / everyMs) * everyMs + everyMs;
}

export function errorInfo(error: unknown): { err: { message: string; stack?: string } } {
  return error instanceof Error
    ? { err: { message: error.message, ...(error.stack ? { stack: error.stack } : {}) } }
    : { err: { message: String(error) } };
}

export function checkProcessOptions(options: { concurrency?: number; attempts?: number } | undefined): {
  concurrency: number;
  attempts: number;
} {
  const concurrency = options?.concurrency ?? DEFAULT_CONCURRENCY;
  const attempts = options?.attempts ?? DEFAULT_ATTEMPTS;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency must be a positive integer: ${concurrency}`);
  if (!Number.isInteger(attempts) || attempts < 1) throw new Error(`attempts must be a positive integer: ${attempts}`);
  return { concurrency, attempts };
}

export function checkJobId(jobId: string): void {
  if (jobId.length === 0) throw new Error('jobId must not be empty');
}

export function checkEveryMs(everyMs: number): void {
  if (!Number.isInteger(everyMs) || everyMs < 1) throw new Error(`everyMs must be a positive integer: ${everyMs}`);
}
