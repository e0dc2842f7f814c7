import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Every metric's name starts with this, so an operator's dashboards can tell Inkpace's from other services'. */
const PREFIX = 'inkpace_';

/** Why a sign-in was refused: wrong credentials, or a username locked after too many of them. */
export type LoginFailureReason = 'incorrect_credentials' | 'locked';

/** The budget a rate-limited request was refused by (infra/src/http/rate-limits.ts). */
export type RefusedBudget = 'sign-in' | 'api';

export interface ProjectionGauge {
  lag: number;
  failing: boolean;
}

/**
 * The measurements Inkpace reports, as the places that decide things call them. The Prometheus registry behind them
 * is this process's own (never prom-client's global one), so several apps started in one process (tests) keep
 * their figures apart.
 */
export interface Metrics {
  readonly registry: Registry;
  requestServed(method: string, route: string, status: number, seconds: number): void;
  eventsAppended(types: readonly string[]): void;
  projectionBatchApplied(projection: string, seconds: number): void;
  rateLimitRefused(budget: RefusedBudget): void;
  loginFailed(reason: LoginFailureReason): void;
  /** Projection lag, read when Prometheus scrapes (a slow or failing read leaves the gauges out of that scrape). */
  observeProjections(read: () => Promise<Record<string, ProjectionGauge>>): void;
  /** Jobs by state, read when Prometheus scrapes. */
  observeQueue(read: () => Promise<Record<string, number>>): void;
}

/** Latency buckets in seconds: from a cached read (a few ms) to a write that waited out its read-your-writes bound. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BATCH_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

export function createMetrics(role: string): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ role });
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`, help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const, registers: [registry],
  });
  const latency = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`, help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const, buckets: REQUEST_BUCKETS, registers: [registry],
  });
  const appended = new Counter({
    name: `${PREFIX}events_appended_total`, help: 'Events appended by commands, by event type.',
    labelNames: ['type'] as const, registers: [registry],
  });
  const applyTime = new Histogram({
    name: `${PREFIX}projection_batch_apply_seconds`, help: 'Time to apply one batch of events to a projection\'s tables.',
    labelNames: ['projection'] as const, buckets: BATCH_BUCKETS, registers: [registry],
  });
  const refusals = new Counter({
    name: `${PREFIX}rate_limit_refusals_total`, help: 'Requests refused with 429 because their budget was spent.',
    labelNames: ['budget'] as const, registers: [registry],
  });
  const loginFailures = new Counter({
    name: `${PREFIX}login_failures_total`, help: 'Refused sign-ins: wrong credentials, or a locked username.',
    labelNames: ['reason'] as const, registers: [registry],
  });
  // Both projection gauges are collected at once during a scrape: they share one read.
  const readProjections = sharedRead<ProjectionGauge>();
  const readQueue = sharedRead<number>();
  new Gauge({
    name: `${PREFIX}projection_lag_events`, help: 'Events in the log after a projection\'s checkpoint.',
    labelNames: ['projection'] as const, registers: [registry],
    async collect() {
      this.reset();
      const found = await readProjections.read();
      for (const [projection, g] of Object.entries(found)) this.set({ projection }, g.lag);
    },
  });
  new Gauge({
    name: `${PREFIX}projection_failing`, help: '1 while a projection is stopped by an event it cannot apply, else 0.',
    labelNames: ['projection'] as const, registers: [registry],
    async collect() {
      this.reset();
      const found = await readProjections.read();
      for (const [projection, g] of Object.entries(found)) this.set({ projection }, g.failing ? 1 : 0);
    },
  });
  new Gauge({
    name: `${PREFIX}queue_jobs`, help: 'Jobs in the queue, by state.',
    labelNames: ['state'] as const, registers: [registry],
    async collect() {
      this.reset();
      const found = await readQueue.read();
      for (const [state, count] of Object.entries(found)) this.set({ state }, count);
    },
  });
  return {
    registry,
    requestServed(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    eventsAppended(types) {
      for (const type of types) appended.inc({ type });
    },
    projectionBatchApplied: (projection, seconds) => applyTime.observe({ projection }, seconds),
    rateLimitRefused: (budget) => refusals.inc({ budget }),
    loginFailed: (reason) => loginFailures.inc({ reason }),
    observeProjections: (read) => readProjections.use(read),
    observeQueue: (read) => readQueue.use(read),
  };
}

/** A read done at most once at a time: callers during a read share it; a failed read counts as nothing found. */
function sharedRead<V>() {
  type Found = Record<string, V>;
  let source: (() => Promise<Found>) | null = null;
  let inFlight: Promise<Found> | null = null;
  return {
    use(read: () => Promise<Found>) {
      source = read;
    },
    read(): Promise<Found> {
      if (!source) return Promise.resolve({});
      inFlight ??= source().catch((): Found => ({})).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
