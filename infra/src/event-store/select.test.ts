import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@inkpace/test/db';
import { event, streamName } from './contract-support.ts';
import { createEventStore } from './index.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

test('without ESDB_URL the log is the PostgreSQL events table', async () => {
  const store = await createEventStore({ pool: t.pool, esdbUrl: undefined });
  try {
    const s = streamName('select-pg');
    await store.append(s, [event('Chosen')], { expectedRevision: 'no_stream' });
    const rows = await t.pool.query<{ type: string }>('select type from events where stream_id = $1', [s]);
    expect(rows.rows).toEqual([{ type: 'Chosen' }]);
  } finally {
    await store.close();
  }
});

test('with ESDB_URL the EventStoreDB adapter is chosen: a write goes to that server, not to the events table', async () => {
  // Nothing listens on port 1: the EventStoreDB adapter fails to connect, where PostgreSQL's would have written.
  const store = await createEventStore({ pool: t.pool, esdbUrl: 'esdb://127.0.0.1:1?tls=false' });
  try {
    const [a, b] = [streamName('select-esdb-a'), streamName('select-esdb-b')];
    const error: unknown = await store.appendMulti([
      { streamId: a, events: [event('A')], expectedRevision: 'no_stream' },
      { streamId: b, events: [event('B')], expectedRevision: 'no_stream' },
    ]).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).not.toMatch(/Wrong expected revision/);
    expect((await t.pool.query('select 1 from events where stream_id = any($1)', [[a, b]])).rowCount).toBe(0);
  } finally {
    await store.close();
  }
});
