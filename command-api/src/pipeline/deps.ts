import type pg from 'pg';
import type { Kysely } from 'kysely';
import type { Clock } from '@inkpace/infra/clock';
import type { ImageRenderer } from '@inkpace/infra/images';
import type { LimitStore } from '@inkpace/infra/limits';
import type { EventStore, Position } from '@inkpace/infra/event-store';
import type { Logger } from '@inkpace/infra/log';
import type { Metrics } from '@inkpace/infra/ops';
import type { LinkTokens } from '@inkpace/infra/secrets';
import type { ReadModels } from '@inkpace/projector/read-models';
import type { WaitOutcome } from '@inkpace/projector';
import type { BigBatchLines, ProjectLocks } from '../tallies/index.ts';
import type { AdvisoryLocks } from './advisory-lock.ts';

/**
 * Read-your-writes: resolves 'applied' once every projection that reads `streamId` (all of them, without it) has
 * applied `position`; 'failing' when one of them is stopped by an event before it; 'timeout' otherwise.
 */
export interface PositionWaiter {
  waitFor(position: Position, timeoutMs?: number, streamId?: string): Promise<WaitOutcome>;
}

/**
 * The locks commands take, each resting on a PostgreSQL advisory lock (the guarantee, in every process) plus what
 * one app keeps in memory to spare pooled clients (lines per key, caps on clients held).
 */
export interface CommandLocks {
  /** Set totals exclusively, other count changes shared, per project (tallies/project-locks.ts). */
  projects: ProjectLocks;
  /** Things counted against a cap: a writer's API keys, reset mails to an address (pipeline/advisory-lock.ts). */
  counted: AdvisoryLocks;
  /** A writer's big batches, one at a time (tallies/batch-queue.ts). */
  bigBatches: BigBatchLines;
}

/** Everything a command handler may touch. Built once per process by infra/run. */
export interface CommandDeps {
  pool: pg.Pool;
  store: EventStore;
  /** Read models, for uniqueness checks backed by reservations and for answering with the resource. */
  db: Kysely<ReadModels>;
  waiter: PositionWaiter;
  clock: Clock;
  linkTokens: LinkTokens;
  log: Logger;
  /** Where uploaded files (covers) are stored. */
  uploadsDir: string;
  /** Renders uploaded images (covers) in child processes under a time budget and a cap on concurrent renders. */
  images: ImageRenderer;
  /** Counters of the per-account login lockout (Redis when configured, shared by every instance). */
  limits: LimitStore;
  /**
   * Called after a command that can revoke access (logout, password, account state, key deletion) has settled,
   * so this process's cached callers are dropped before the answer goes out; other processes hear it from the
   * projection's progress notification.
   */
  authChanged?: () => void;
  /**
   * Starts an import's job (issue 29) on the job queue. Absent where this process has no queue to add to (a command
   * process without Redis): the import stays queued and the workers' sweep starts it. `turn` names a later start of
   * the same import (a job id runs once).
   */
  importJobs?: { start(importId: string, turn?: string): Promise<void> };
  /** Queues an export's job (POST /api/v1/export); absent where no queue is reachable, where the workers' sweep starts it. */
  exportJobs?: { start(exportId: string): Promise<void> };
  /** Counts appended events and refused sign-ins for Prometheus (absent in tests of other parts). */
  metrics?: Pick<Metrics, 'eventsAppended' | 'loginFailed'>;
  /** This app's command locks (createCommandLocks): one set per app, so apps sharing a process share nothing. */
  locks: CommandLocks;
  /** How long a command waits for the read models to show its write before answering 202 (default 10 s). */
  settleTimeoutMs?: number;
}
