import { parentPort, workerData } from 'node:worker_threads';
import { projections, startProjector } from '@inkpace/projector';
import { createPool } from '../db/index.ts';
import { createEventStore } from '../event-store/index.ts';
import { createLogger } from '../log/index.ts';
import type { ProjectorThreadData, ProjectorThreadMessage } from './projector-host.ts';

/**
 * The projector on a thread of its own (see projector-host.ts): its own connections and event loop, so applying
 * writes never waits behind HTTP requests in the main thread. Says `ready` once the projections' tables exist, and
 * stops on `stop`.
 */
const data = workerData as ProjectorThreadData;
const port = parentPort;
if (!port) throw new Error('projector-thread.ts runs as a worker thread');
const log = createLogger(data.logLevel, 'projector');
const pool = createPool(data.databaseUrl, 8);
const store = await createEventStore({ pool, esdbUrl: data.esdbUrl, log });
// The main thread holds the process's metrics registry: batch times go to it.
const onBatchApplied = (projection: string, seconds: number) =>
  port.postMessage({ type: 'batchApplied', projection, seconds } satisfies ProjectorThreadMessage);
const projector = await startProjector({
  pool, store, projections, log, onBatchApplied,
  ...(data.errorBackoffMs ? { errorBackoffMs: data.errorBackoffMs } : {}), ...(data.lead ? { lead: data.lead } : {}),
});
port.on('message', (message: ProjectorThreadMessage) => {
  if (message.type !== 'stop') return;
  void (async () => {
    await projector.stop();
    await store.close();
    await pool.end();
    port.postMessage({ type: 'stopped' });
    port.close();
  })();
});
port.postMessage({ type: 'ready' });
