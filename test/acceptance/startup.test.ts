import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database?.drop(); });

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A restart is mostly loading code (issue 27: 4.6–5.0 s after a kill -9, aim 2 s): the embedded mode must not load
 * at start what it only needs with REDIS_URL (BullMQ, ioredis) or ESDB_URL (the EventStoreDB client), on the first
 * mail (nodemailer) or on the first password (argon2). `npm run bench` reports the start-up times themselves.
 */
test('a start without REDIS_URL loads neither BullMQ nor ioredis, and mail and password hashing wait for first use', { timeout: 60_000 }, async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(root, 'test/support/loaded-packages.ts')], {
    cwd: root, env: { ...process.env, INKPACE_TEST_DATABASE_URL: database.url, REDIS_URL: '', SMTP_URL: '' },
  });
  const loaded = JSON.parse(stdout) as string[];
  // What every start needs is seen (so the check sees packages at all).
  expect(loaded).toEqual(expect.arrayContaining(['fastify', 'kysely', 'pg', 'zod']));
  expect(loaded.filter((p) => ['bullmq', 'ioredis', '@eventstore/db-client', 'nodemailer', '@node-rs/argon2'].includes(p))).toEqual([]);
});
