import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../log/index.ts';

/**
 * Runs the projector on a worker thread of this process (the embedded default runs every part in one process).
 * On the main thread the projector's turn after every write waited behind the HTTP work sharing its event loop:
 * about two thirds of a write's time. Its own thread (with its own connections) takes it out of that queue, as a
 * projector process of its own does in the scaled mode. If the thread dies it is started again.
 */

export interface ProjectorThreadData {
  databaseUrl: string;
  /** ESDB_URL, when the log lives in EventStoreDB. */
  esdbUrl?: string | undefined;
  logLevel: string;
  errorBackoffMs?: number;
  /** PROJECTOR_LEAD: the projections the thread may lead (all when absent). */
  lead?: string[];
}

export type ProjectorThreadMessage =
  | { type: 'stop' } | { type: 'ready' } | { type: 'stopped' }
  | { type: 'batchApplied'; projection: string; seconds: number };

/** The thread's entry: the bundled file next to this one, or (from the sources) a shim that loads it through tsx. */
function threadEntry(): string {
  const here = fileURLToPath(import.meta.url);
  return path.join(path.dirname(here), here.endsWith('.ts') ? 'projector-thread-source.mjs' : 'projector-thread.js');
}

const STOP_TIMEOUT_MS = 15_000;
const RESTART_DELAY_MS = 1_000;

export interface ProjectorThread {
  stop(): Promise<void>;
}

/** Starts the projector thread; resolves once its projections' tables exist (as an in-process start does). */
export async function startProjectorThread(
  data: ProjectorThreadData,
  log: Logger,
  onBatchApplied?: (projection: string, seconds: number) => void,
): Promise<ProjectorThread> {
  const entry = threadEntry();
  let stopping = false;
  let worker: Worker;

  const spawn = (): Promise<void> => new Promise((resolve, reject) => {
    worker = new Worker(entry, { workerData: data });
    let ready = false;
    worker.on('message', (message: ProjectorThreadMessage) => {
      if (message.type === 'batchApplied') onBatchApplied?.(message.projection, message.seconds);
      if (message.type === 'ready') {
        ready = true;
        resolve();
      }
    });
    worker.on('error', (error) => {
      log.error({ err: error }, 'projector thread failed');
      if (!ready) reject(error);
    });
    worker.on('exit', (code) => {
      if (stopping) return;
      if (!ready) {
        reject(new Error(`projector thread exited (${code}) before it was ready`));
        return;
      }
      log.error({ code }, 'projector thread exited; starting it again');
      setTimeout(() => {
        if (!stopping) spawn().catch((error: unknown) => log.error({ err: error }, 'projector thread did not start again'));
      }, RESTART_DELAY_MS);
    });
  });

  await spawn();
  return {
    async stop() {
      stopping = true;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage({ type: 'stop' } satisfies ProjectorThreadMessage);
      const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
