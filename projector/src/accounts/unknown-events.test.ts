import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp({ settleTimeoutMs: 3_000 }); });
afterAll(async () => { await t?.close(); });

test('an event type the accounts projection does not know, on a user stream, is passed over, not failed on', async () => {
  const store = createPgEventStore({ pool: t.database.pool });
  await store.append(`user-${randomUUID()}`, [{ type: 'SomethingNewer', data: { x: 1 }, metadata: { actor: { type: 'system' } } }], { expectedRevision: 'no_stream' });
  // A sign-up after it is applied in time (a stuck projection would answer 202), and nothing is recorded as failing.
  await signUpUser(t);
  const failures = await t.database.pool.query('select name from projection_failures');
  expect(failures.rows).toEqual([]);
});
