import pg from 'pg';
import { createQueue } from '@inkpace/infra/queue';

/**
 * One worker process of the worker-kill test: takes `record` jobs from the queue named by the environment, notes each
 * start in the database, holds the job for HOLD_MS (the one to be killed holds it for good), then stores the job's
 * effect keyed by its id, as the real jobs key theirs (client uuids, claims), so a second run could not double it.
 */
const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const worker = env('WORKER_NAME');
const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 2 });
const queue = await createQueue({ redisUrl: env('REDIS_URL'), prefix: env('QUEUE_PREFIX'), jobLockMs: Number(env('JOB_LOCK_MS')) });
queue.process({
  record: async (_data, context) => {
    await pool.query('insert into worker_kill_starts (job_id, worker) values ($1, $2)', [context.jobId, worker]);
    await new Promise((resolve) => setTimeout(resolve, Number(env('HOLD_MS'))));
    await pool.query('insert into worker_kill_effects (job_id, worker) values ($1, $2) on conflict (job_id) do nothing', [context.jobId, worker]);
  },
}, { attempts: 3 });
