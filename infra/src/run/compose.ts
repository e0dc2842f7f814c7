import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createCommandLocks, registerCommandApi } from '@inkpace/command-api';
import {
  createProgressWaiter, parseProgress, projectionInterests, projectionNames, projections, PROGRESS_CHANNEL, startProjector, unknownProjectionsMessage,
  type ReadModels,
} from '@inkpace/projector';
import { callerByApiKeyHash, callerBySessionHash } from '@inkpace/projector/accounts';
import { BOARDS_CHANNEL } from '@inkpace/projector/progress';
import { registerQueryApi } from '@inkpace/query-api';
import { exportJob, importJob, startReactor, startWorkers } from '@inkpace/workers';
import { systemClock, type Clock } from '../clock/index.ts';
import { ConfigError, type Config } from '../config/index.ts';
import { createDb, createPool, ensureDatabase, migrate, PgWakeListener, pgUsageWriter, startEmbeddedPostgres } from '../db/index.ts';
import { createEventStore } from '../event-store/index.ts';
import { createAuthCache, createHttpServer, pgIdempotencyStore } from '../http/index.ts';
import { createLimitStore } from '../limits/index.ts';
import { createLogger, type Logger } from '../log/index.ts';
import { createMailer } from '../mail/index.ts';
import { createQueue, type JobQueue } from '../queue/index.ts';
import { LinkTokens } from '../secrets/index.ts';
import { appVersion, repoRoot } from './repo-root.ts';
import { startBackupSchedule } from '../backup/index.ts';
import { startProjectorThread } from './projector-host.ts';
import { startImageRenderer, type ImageRenderLimits } from './image-renderer.ts';
import { createOps, watchDependencies, type Ops } from './ops.ts';

export type Role = 'command' | 'query' | 'projector' | 'workers';
export const ALL_ROLES: Role[] = ['command', 'query', 'projector', 'workers'];

export interface RunningApp {
  /** Base URL of the HTTP server, when the roles include an API. */
  url: string | null;
  http: FastifyInstance | null;
  databaseUrl: string;
  /** The job queue, when the roles include the workers (ops and tests enqueue jobs through it). */
  queue: JobQueue | null;
  /** Health and metrics (served on the API port's /health/* and by the ops listener main.ts starts). */
  ops: Ops;
  close(): Promise<void>;
}

export interface StartOptions {
  roles: Role[];
  clock?: Clock;
  log?: Logger;
  host?: string;
  /** How long commands wait for the read models before answering 202 (tests shorten it). */
  settleTimeoutMs?: number;
  /** First retry delay of a failing projection (tests shorten it). */
  projectorBackoffMs?: number;
  /**
   * Run the projector on a worker thread when HTTP roles share the process (default true). Feature tests run it on
   * the main thread to start quickly; test/acceptance/projector-thread.test.ts and the journeys run the thread.
   */
  projectorThread?: boolean;
  /** Limits of the image renderer (tests shorten them); the defaults are in infra/src/images/renderer.ts. */
  imageRenders?: ImageRenderLimits;
  /** Health and metrics made before the start (main.ts serves them while it starts); made here otherwise. */
  ops?: Ops;
}


/** Starts the chosen parts of Inkpace in this process. Resources are released in reverse order on close. */
export async function startApp(config: Config, options: StartOptions): Promise<RunningApp> {
  const log = options.log ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;
  const has = (r: Role) => options.roles.includes(r);
  // Refused before anything starts: a process that leads nothing an operator meant it to is worse than none.
  const leadRefusal = config.projectorLead && unknownProjectionsMessage(config.projectorLead, projectionNames);
  if (leadRefusal) throw new ConfigError(`PROJECTOR_LEAD: ${leadRefusal}`);
  const ops = options.ops ?? createOps(options.roles);
  const closers: Array<() => Promise<unknown> | void> = [];
  const close = async () => {
    ops.health.setPhase('stopping');
    for (const c of closers.reverse()) await Promise.resolve(c()).catch((err: unknown) => log.warn({ err }, 'close failed'));
  };
  try {
    let databaseUrl = config.databaseUrl;
    if (databaseUrl) await ensureDatabase(databaseUrl);
    else {
      const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
      databaseUrl = embedded.url;
      closers.push(() => embedded.stop());
    }
    const pool = createPool(databaseUrl, config.databasePoolSize);
    closers.push(() => pool.end());
    const db = createDb<ReadModels>(pool);
    ops.health.setPhase('migrating');
    await migrate(createDb<unknown>(pool));
    ops.health.setPhase('starting');
    const store = await createEventStore({ pool, esdbUrl: config.esdbUrl, log });
    closers.push(() => store.close());
    const linkTokens = await LinkTokens.load(createDb<unknown>(pool));

    // The projector starts beside the rest of the start-up (on its thread it loads its own modules on the other
    // core: about a second of a restart that used to come before everything else) and is waited for before jobs
    // start and the server listens, so the read models' tables exist by the first job and the first request.
    let projectorStarted: Promise<unknown> = Promise.resolve();
    if (has('projector')) {
      const tuning = {
        ...(options.projectorBackoffMs ? { errorBackoffMs: options.projectorBackoffMs } : {}),
        ...(config.projectorLead ? { lead: config.projectorLead } : {}),
      };
      // Beside the HTTP roles, the projector gets a thread of its own (projector-host.ts); alone, it has the process.
      const starting = (options.projectorThread ?? true) && (has('command') || has('query'))
        ? startProjectorThread({ databaseUrl, esdbUrl: config.esdbUrl, logLevel: config.logLevel, ...tuning }, log, ops.metrics.projectionBatchApplied)
        : startProjector({ pool, store, projections, log, onBatchApplied: ops.metrics.projectionBatchApplied, ...tuning });
      // Handled where it is awaited; until then a failure must not count as unhandled.
      starting.catch(() => undefined);
      projectorStarted = starting;
      closers.push(async () => (await starting.catch(() => null))?.stop());
    }
    // Commands and jobs wait for the projections; a query-only process never does.
    const waiter = createProgressWaiter({ pool, projections: projectionInterests, log });
    closers.push(() => waiter.close());
    // Rate-limit and lockout counters, used by the HTTP roles: shared through Redis when there is one.
    const serves = has('command') || has('query');
    const limits = await createLimitStore({ redisUrl: serves ? config.redisUrl : undefined, namespace: linkTokens.installationTag(), log });
    closers.push(() => limits.close());
    await limits.ready;
    // Covers are rendered in child processes, started on the first upload and killed on close.
    const images = startImageRenderer(log, options.imageRenders);
    closers.push(() => images.close());
    // Installations that share a Redis must never take each other's jobs (a mail job run by another installation
    // finds no such user there, and the mail is lost): the keys carry this installation's tag. A command process
    // adds import and export jobs to it (through Redis when workers run elsewhere); only a workers process takes jobs.
    let queue: JobQueue | null = null;
    if (has('workers') || (has('command') && config.redisUrl)) {
      queue = await createQueue({ redisUrl: config.redisUrl, prefix: `inkpace-${linkTokens.installationTag()}`, log });
      const q = queue;
      closers.push(() => q.close());
    }
    const jobs = queue;
    const importJobs = jobs ? {
      start: (importId: string, turn?: string) => {
        const job = importJob(importId, turn);
        return jobs.add(job.name, job.data, job.options);
      },
    } : undefined;
    const exportJobs = jobs ? {
      start: (exportId: string) => {
        const job = exportJob(exportId);
        return jobs.add(job.name, job.data, job.options);
      },
    } : undefined;
    const commands = {
      pool, store, db, waiter, clock, linkTokens, log, metrics: ops.metrics, uploadsDir: config.uploadsDir, images, limits: limits.store, settleTimeoutMs: options.settleTimeoutMs, locks: createCommandLocks(),
      ...(importJobs ? { importJobs } : {}),
      ...(exportJobs ? { exportJobs } : {}),
    };

    let http: FastifyInstance | null = null;
    if (serves) {
      const scriptSources = config.metrics.enabled && config.metrics.plausibleHost ? [config.metrics.plausibleHost] : [];
      const changes = new PgWakeListener(pool.options, log, PROGRESS_CHANNEL, 'inkpace-auth-cache');
      closers.push(() => changes.close());
      const auth = createAuthCache({
        lookups: { session: (hash, now) => callerBySessionHash(db, hash, now), apiKey: (hash, now) => callerByApiKeyHash(db, hash, now) },
        usage: pgUsageWriter(createDb<unknown>(pool)),
        now: () => clock.now(),
        changes,
        // A skipped position (events of other streams passed by) or another projection's progress changes no caller.
        callersMayHaveChanged: (payload) => {
          const progress = parseProgress(payload);
          return payload === null || (progress?.kind === 'applied' && progress.name === 'accounts');
        },
      });
      http = await createHttpServer({
        log, scriptSources, publicUrl: config.publicUrl, trustedProxies: config.trustedProxies, drainTimeoutMs: config.drainTimeoutMs,
        rateLimits: {
          store: limits.store, clock, auth, signInPerMinute: config.authRateLimit, apiPerMinute: config.apiRateLimit,
          onRefused: ops.metrics.rateLimitRefused,
        },
        health: ops.health, metrics: ops.metrics,
        ...(has('command') ? { idempotency: pgIdempotencyStore(createDb<unknown>(pool), clock) } : {}),
        ...(has('query') ? { webDistDir: path.join(repoRoot(), 'web', 'dist'), uploadsDir: config.uploadsDir } : {}),
      });
      if (has('query')) {
        // Connects on the first open board page only.
        const boardChanges = new PgWakeListener(pool.options, log, BOARDS_CHANNEL, 'inkpace-board-live');
        closers.push(() => boardChanges.close());
        registerQueryApi(http, {
          db, auth, clock, eventLog: store, limits: limits.store, boardChanges, changelogPath: path.join(repoRoot(), 'WHATS-NEW.md'),
          env: { publicUrl: config.publicUrl, metricsEnabled: config.metrics.enabled, plausibleHost: config.metrics.plausibleHost, plausibleDomain: config.metrics.plausibleDomain, donationUrl: config.donationUrl },
        });
      }
      if (has('command')) registerCommandApi(http, { ...commands, authChanged: auth.invalidate }, auth, { secureCookies: config.secureCookies });
      const server = http;
      closers.push(() => server.close());
    }

    // Jobs read the read models, and so do requests: both wait for the projections' tables.
    await projectorStarted;
    if (queue && has('workers')) {
      const q = queue;
      const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.mailOutboxDir, log });
      closers.push(() => mailer.close());
      await startWorkers({ commands, queue: q, mailer, publicUrl: config.publicUrl });
      const reactor = await startReactor({ db: createDb<unknown>(pool), store, queue: q, clock, log });
      closers.push(() => reactor.close());
      if (config.backup.cron) {
        const schedule = startBackupSchedule({
          ...config.backup, cron: config.backup.cron, pool, uploadsDir: config.uploadsDir, appVersion: appVersion(), clock, log,
        });
        closers.push(() => schedule.stop());
      }
    }

    closers.push(watchDependencies(ops, { databaseUrl, db: createDb<unknown>(pool), store, queue, rateLimits: limits.ping }));
    ops.health.setPhase('running');
    let url: string | null = null;
    if (http) {
      const address = await http.listen({ port: config.port, host: options.host ?? config.host });
      url = address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
    }
    return { url, http, databaseUrl, queue, ops, close };
  } catch (error) {
    await close();
    throw error;
  }
}
