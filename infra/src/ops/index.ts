export { createHealth, PROBE_TIMEOUT_MS, type Health, type Phase, type ProjectionReadiness, type Readiness, type ReadinessProbes } from './health.ts';
export { createMetrics, type LoginFailureReason, type Metrics, type ProjectionGauge, type RefusedBudget } from './metrics.ts';
export { OPS_HOST, startOpsListener, type OpsListener } from './listener.ts';
export { registerHealthRoutes, registerRequestMetrics } from './routes.ts';
export { databaseProbe } from './probes.ts';
