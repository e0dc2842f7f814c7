import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UNVERIFIED_SUSPENSION_MS } from '@inkpace/contracts/rules/account';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { Client, data } from '@inkpace/test/http';
import { jobNames } from './jobs.ts';

/** The same journey on both queue adapters: the in-process one and BullMQ on Redis. */
describe.each([{ redis: false }, { redis: true }])('unverified-account suspension (redis: $redis)', ({ redis }) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ redis }); });
  afterAll(async () => { await t?.close(); });

  // A loaded machine (CI runs everything at once) can take a while to hash, sweep and project: generous limits.
  test('the daily sweep suspends accounts unverified after 10 days, as the system, and spares verified ones', { timeout: 60_000 }, async () => {
    const unverified = await signUpUser(t, { login: false });
    const verified = await signUpUser(t, { login: false, verify: true });
    // Ten days pass.
    t.clock.advance(UNVERIFIED_SUSPENSION_MS + 1000);
    const queue = t.app.queue;
    if (!queue) throw new Error('workers not running');
    await queue.add(jobNames.sweepUnverified, {}, { jobId: `test-sweep-${Date.now()}` });
    await expect.poll(async () => (await new Client(t.url).post('/api/auth/login', { username: unverified.username, password: unverified.password })).body, { timeout: 25_000 })
      .toMatchObject({ success: false, error: { code: 'ACCOUNT_NOT_ACTIVE' } });
    data(await new Client(t.url).post('/api/auth/login', { username: verified.username, password: verified.password }));
    const events = await t.database.pool.query<{ metadata: { actor: { type: string } }; data: { state: string } }>(
      `select metadata, data from events where stream_id = $1 and type = 'AccountStateChanged'`, [`user-${unverified.uuid}`]);
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0]?.metadata.actor.type).toBe('system');
    expect(events.rows[0]?.data.state).toBe('suspended');
    // Running the sweep again appends nothing more.
    await queue.add(jobNames.sweepUnverified, {}, { jobId: `test-sweep-again-${Date.now()}` });
    await queue.drain(0);
    const again = await t.database.pool.query(`select 1 from events where stream_id = $1 and type = 'AccountStateChanged'`, [`user-${unverified.uuid}`]);
    expect(again.rowCount).toBe(1);
  });
});
