/**
 * The job queue port. Adapters: BullMQ on Redis (REDIS_URL set) and an in-process runner (embedded default).
 * The same handlers and the same contract tests run on both.
 */
import type { JsonObject } from '../event-store/port.ts';

export interface JobOptions {
  /** Idempotency key: adding a job whose id is already queued, running or completed does nothing. */
  jobId: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
}

export interface JobContext {
  jobId: string;
  name: string;
  attempt: number;
}

export type JobHandler = (data: JsonObject, context: JobContext) => Promise<void>;

export interface RepeatOptions {
  /** A stable key; registering the same key again replaces the schedule rather than adding one. */
  key: string;
  everyMs: number;
}

/** Jobs by state: how deep the queue is (BullMQ also reports the failed jobs it keeps). */
export type QueueDepth = Record<'waiting' | 'active' | 'delayed', number> & { failed?: number };

export interface JobQueue {
  add(name: string, data: JsonObject, options: JobOptions): Promise<void>;
  /** Removes a waiting or delayed job; a no-op when it does not exist or already ran. */
  cancel(jobId: string): Promise<void>;
  /** Adds a job that recurs every `everyMs`, with empty data. */
  repeat(name: string, options: RepeatOptions): Promise<void>;
  /**
   * Starts consuming with one handler per job name. A handler that throws is retried with backoff
   * (at most `attempts` tries in all, default 5).
   */
  process(handlers: Record<string, JobHandler>, options?: { concurrency?: number; attempts?: number }): void;
  /** Resolves when no job is waiting, active or due within `withinMs` (tests and graceful shutdown). */
  drain(withinMs?: number): Promise<void>;
  /** Jobs by state; rejects when the queue's store (Redis) does not answer. */
  depth(): Promise<QueueDepth>;
  close(): Promise<void>;
}
