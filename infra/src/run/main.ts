import { loadConfig } from '../config/index.ts';
import { createLogger } from '../log/index.ts';
import { startApp, type Role } from './compose.ts';

/** Runs the given roles until SIGINT/SIGTERM, then shuts down cleanly. */
export async function main(roles: Role[]): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const app = await startApp(config, { roles, log });
  log.info({ roles, url: app.url, ms: Date.now() - started }, app.url ? `Inkpace is running at ${config.publicUrl}` : 'Inkpace started');
  // A supervisor that started this process (scaled.ts) learns through its IPC channel that the instance is ready.
  process.send?.({ ready: true, url: app.url });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Started by a supervisor that has gone (killed itself): stop rather than hold the port as an orphan.
  if (process.send) process.on('disconnect', () => void stop('disconnect'));
}
