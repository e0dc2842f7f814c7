import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@inkpace/test/db';
import { ManualClock } from '@inkpace/infra/clock';
import { createPgEventStore, positionToString, type EventStore, type JsonObject } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { createInProcessQueue, type JobQueue } from '@inkpace/infra/queue';
import { jobNames } from '../jobs.ts';
import { startReactor } from './reactor.ts';

let t: TestDatabase;
let store: EventStore;
let queue: JobQueue;
const mailed: JsonObject[] = [];
const log = createLogger('silent');
const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));

beforeAll(async () => {
  t = await createTestDatabase();
  store = createPgEventStore({ pool: t.pool, pollIntervalMs: 50 });
  queue = createInProcessQueue({});
  queue.process({ [jobNames.verifyMail]: async (data) => { mailed.push(data); } });
});
afterAll(async () => {
  await queue.close();
  await store.close();
  await t.drop();
});

/** A verification mail asked for on a user's stream: the reactor queues one mail job for it. */
async function askVerification(userUuid: string, email: string) {
  const requestId = randomUUID();
  await store.append(`user-${userUuid}`, [{
    type: 'EmailVerificationRequested',
    data: { requestId, tokenHash: 'hash', expiresAt: '2026-01-02T00:00:00Z', email },
    metadata: { actor: { type: 'system' }, schemaVersion: 1 },
  }], { expectedRevision: 'any' });
  const event = (await store.readStream(`user-${userUuid}`)).find((e) => e.data.requestId === requestId);
  if (!event) throw new Error('unreachable');
  return event;
}

const savedPosition = async (): Promise<string | undefined> =>
  (await sql<{ position: string }>`select position from subscription_checkpoints where name = 'reactor'`.execute(t.db)).rows[0]?.position;

test('first start reacts only to what comes after the head; the checkpoint is the position text, and a restart goes on from it', async () => {
  const user = randomUUID();
  await askVerification(user, 'old@example.test');
  const head = await store.headPosition();

  const first = await startReactor({ db: t.db, store, queue, clock, log });
  expect(await savedPosition()).toBe(positionToString(head));
  const fresh = await askVerification(user, 'new@example.test');
  await expect.poll(() => mailed.map((m) => m.email)).toEqual(['new@example.test']);
  expect(mailed[0]?.after).toBe(positionToString(fresh.position));
  await expect.poll(savedPosition).toBe(positionToString(fresh.position));
  await first.close();

  await askVerification(user, 'while-stopped@example.test');
  const second = await startReactor({ db: t.db, store, queue, clock, log });
  await expect.poll(() => mailed.map((m) => m.email)).toEqual(['new@example.test', 'while-stopped@example.test']);
  await second.close();
});

test('first start misses no event from a transaction that began before the newest committed one and commits after', async () => {
  await sql`delete from subscription_checkpoints where name = 'reactor'`.execute(t.db);
  mailed.length = 0;
  const older = await t.pool.connect();
  try {
    await older.query('begin');
    await older.query('select pg_current_xact_id()'); // its events will sort before those of later transactions
    await askVerification(randomUUID(), 'committed-first@example.test');
    const reactor = await startReactor({ db: t.db, store, queue, clock, log });
    await older.query(
      `insert into events (stream_id, stream_revision, type, data, metadata) values ($1, 0, 'EmailVerificationRequested', $2, $3)`,
      [`user-${randomUUID()}`, { requestId: randomUUID(), tokenHash: 'hash', expiresAt: '2026-01-02T00:00:00Z', email: 'began-first@example.test' },
        { actor: { type: 'system' }, schemaVersion: 1 }],
    );
    await older.query('commit');
    await expect.poll(() => mailed.map((m) => m.email).sort()).toEqual(['began-first@example.test', 'committed-first@example.test']);
    await reactor.close();
  } finally {
    await older.query('rollback').catch(() => undefined);
    older.release();
  }
});
