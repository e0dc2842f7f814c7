import { jobHandlers, jobNames } from './jobs.ts';
import type { WorkerDeps } from './deps.ts';

export type { WorkerDeps } from './deps.ts';
export { startReactor } from './reactor/reactor.ts';
export { exportJob, importJob, jobNames } from './jobs.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const IMPORT_SWEEP_MS = 60_000;

/** Starts consuming jobs and schedules the daily sweep. */
export async function startWorkers(deps: WorkerDeps): Promise<void> {
  deps.queue.process(jobHandlers(deps), { concurrency: 4 });
  await deps.queue.repeat(jobNames.sweepUnverified, { key: 'sweep-unverified', everyMs: DAY_MS });
  await deps.queue.repeat(jobNames.sweepImports, { key: 'sweep-imports', everyMs: IMPORT_SWEEP_MS });
  await deps.queue.repeat(jobNames.sweepExports, { key: 'sweep-exports', everyMs: IMPORT_SWEEP_MS });
}
