import { loadConfig } from '../config/index.ts';
import { createLogger } from '../log/index.ts';
import { startOpsListener, type OpsListener } from '../ops/index.ts';
import { startApp, type Role } from './compose.ts';
import { createOps } from './ops.ts';

/** Runs the given roles until SIGINT/SIGTERM, then shuts down cleanly. */
export async function main(roles: Role[]): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const ops = createOps(roles);
  // Listening before the start, so health checks hear "starting" and "migrations running" rather than nothing.
  const opsListener: OpsListener | null = config.prometheus.port === null ? null
    : await startOpsListener({ port: config.prometheus.port, health: ops.health, metrics: ops.metrics, log });
  const app = await startApp(config, { roles, log, ops }).catch(async (error: unknown) => {
    await opsListener?.close();
    throw error;
  });
  log.info({ roles, url: app.url, ms: Date.now() - started }, app.url ? `Inkpace is running at ${config.publicUrl}` : 'Inkpace started');
  // A supervisor that started this process (scaled.ts) learns through its IPC channel that the instance is ready.
  process.send?.({ ready: true, url: app.url });
  let stopping = false;
  // The first signal drains (an API process finishes its requests and streams, up to DRAIN_TIMEOUT_MS); a second
  // one is an operator who will not wait.
  const stop = async (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'stopping now, without waiting for requests in flight');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await opsListener?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Started by a supervisor that has gone (killed itself): stop rather than hold the port as an orphan.
  if (process.send) process.on('disconnect', () => void stop('disconnect'));
}
