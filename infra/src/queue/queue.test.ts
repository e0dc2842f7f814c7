import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisUrl } from '@inkpace/test/db';
import { CONTRACT_BACKOFF_MS, queueContract } from './contract.ts';
import { createBullMqQueue } from './bullmq.ts';
import { createInProcessQueue, createQueue, type JobContext, type QueueLog } from './index.ts';
import { fromStoredJobId, toStoredJobId } from './bullmq.ts';

const quiet: QueueLog = { warn: () => undefined, error: () => undefined };

queueContract('in-process', async () => createInProcessQueue({ log: quiet, backoffMs: CONTRACT_BACKOFF_MS }));

// Each queue gets its own key prefix so tests never see each other's jobs; the keys are deleted afterwards.
const prefixes: string[] = [];
queueContract('bullmq', async () => {
  const prefix = `inkpace-test-${randomBytes(6).toString('hex')}`;
  prefixes.push(prefix);
  return createBullMqQueue({ redisUrl: redisUrl(), prefix, log: quiet, backoffMs: CONTRACT_BACKOFF_MS });
});

afterAll(async () => {
  const redis = new Redis(redisUrl());
  try {
    for (const prefix of prefixes) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
});

describe('BullMQ job ids', () => {
  it('store any id in a form BullMQ accepts and give the original back', () => {
    for (const id of ['verify:u1', '42', 'a%3Ab', '%:%25:', 'plain', 'x:y:z', '']) {
      const stored = toStoredJobId(id);
      expect(stored).not.toContain(':');
      expect(`${parseInt(stored, 10)}`).not.toBe(stored);
      expect(fromStoredJobId(stored)).toBe(id);
    }
    expect(toStoredJobId('a:b')).not.toBe(toStoredJobId('a%3Ab'));
    expect(fromStoredJobId('repeat:daily%3Asweep:1700000000000')).toBe('repeat:daily:sweep:1700000000000');
  });
});

describe('in-process queue', () => {
  it('logs a permanent failure instead of crashing, and forgets the oldest finished ids beyond its bound', async () => {
    const errors: object[] = [];
    const q = createInProcessQueue({ log: { warn: () => undefined, error: (obj) => errors.push(obj) }, backoffMs: 10, rememberFinished: 2 });
    const seen: JobContext[] = [];
    q.process({ job: async (_data, context) => { seen.push(context); } }, { attempts: 1 });
    await q.add('nameless', {}, { jobId: 'n1' });
    for (const id of ['a', 'b', 'c']) await q.add('job', {}, { jobId: id });
    await q.drain();
    expect(errors).toEqual([expect.objectContaining({ jobId: 'n1', name: 'nameless' })]);
    // 'c' and 'b' are the two remembered ids; 'a' fell out and may run again.
    for (const id of ['a', 'b', 'c']) await q.add('job', {}, { jobId: id });
    await q.drain();
    expect(seen.map((c) => c.jobId)).toEqual(['a', 'b', 'c', 'a']);
    await q.close();
  });
});

describe('createQueue', () => {
  it('uses Redis when a URL is given and memory otherwise', async () => {
    const prefix = `inkpace-test-${randomBytes(6).toString('hex')}`;
    const redis = new Redis(redisUrl());
    const onRedis = await createQueue({ redisUrl: redisUrl(), queueName: prefix });
    const inMemory = await createQueue({ redisUrl: undefined, queueName: prefix });
    try {
      await onRedis.add('noop', {}, { jobId: 'r1' });
      await inMemory.add('noop', {}, { jobId: 'm1' });
      const keys = await redis.keys(`inkpace:${prefix}:*`);
      expect(keys.some((k) => k.endsWith(':j_r1'))).toBe(true);
      expect(keys.some((k) => k.includes('m1'))).toBe(false);
    } finally {
      await Promise.all([onRedis.close(), inMemory.close()]);
      const keys = await redis.keys(`inkpace:${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
