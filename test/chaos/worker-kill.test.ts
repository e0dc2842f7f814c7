import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createQueue, type JobQueue } from '@inkpace/infra/queue';
import { createTestDatabase, redisUrl, type TestDatabase } from '../support/db.ts';

/**
 * Two worker processes on one Redis; the one running a job is killed (SIGKILL, no cleanup): once its lock runs out
 * the other takes the job, and the job's effect is there once.
 */
const root = path.resolve(import.meta.dirname, '../..');
const prefix = `inkpace-test-kill-${randomBytes(6).toString('hex')}`;
const JOB_LOCK_MS = 1000;
let database: TestDatabase;
let producer: JobQueue;
const workers: ChildProcess[] = [];

function startWorker(name: string, holdMs: number): ChildProcess {
  const env = { ...process.env, WORKER_NAME: name, HOLD_MS: String(holdMs), DATABASE_URL: database.url, REDIS_URL: redisUrl(), QUEUE_PREFIX: prefix, JOB_LOCK_MS: String(JOB_LOCK_MS) };
  // One Node process each (no tsx launcher in between), so a SIGKILL is the worker's death.
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/chaos/support/queue-worker.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  workers.push(child);
  return child;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.pool.query('create table worker_kill_starts (job_id text not null, worker text not null, at timestamptz not null default clock_timestamp())');
  await database.pool.query('create table worker_kill_effects (job_id text primary key, worker text not null)');
  producer = await createQueue({ redisUrl: redisUrl(), prefix });
});
afterAll(async () => {
  for (const child of workers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await producer?.close();
  await database?.drop();
  const redis = new Redis(redisUrl());
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
});

const rows = async (table: 'worker_kill_starts' | 'worker_kill_effects') =>
  (await database.pool.query<{ job_id: string; worker: string }>(`select job_id, worker from ${table} order by ${table === 'worker_kill_starts' ? 'at' : 'job_id'}`)).rows;

test('a job whose worker is killed mid-run runs again on the other worker, and its effect is stored once', { timeout: 90_000 }, async () => {
  const doomed = startWorker('first', 3_600_000);
  await producer.add('record', {}, { jobId: 'kill-me' });
  await expect.poll(() => rows('worker_kill_starts'), { timeout: 30_000 }).toEqual([{ job_id: 'kill-me', worker: 'first' }]);

  startWorker('second', 0);
  doomed.kill('SIGKILL');
  await expect.poll(() => rows('worker_kill_effects'), { timeout: 30_000 }).toEqual([{ job_id: 'kill-me', worker: 'second' }]);
  expect(await rows('worker_kill_starts')).toEqual([{ job_id: 'kill-me', worker: 'first' }, { job_id: 'kill-me', worker: 'second' }]);
  // Finished for good: the queue holds nothing more to run, and adding the id again runs nothing.
  await producer.add('record', {}, { jobId: 'kill-me' });
  await producer.drain();
  expect(await rows('worker_kill_starts')).toHaveLength(2);
});
