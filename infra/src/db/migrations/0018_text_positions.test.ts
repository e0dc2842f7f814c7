import { afterAll, beforeAll, expect, test } from 'vitest';
import { Migrator, sql, type Migration } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@inkpace/test/db';
import { createPgEventStore } from '../../event-store/pg.ts';
import { START } from '../../event-store/port.ts';
import { migrate } from '../index.ts';
import { migrations } from './index.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  // An install as it was before 0018: an empty public schema migrated up to 0017.
  await sql`drop schema public cascade`.execute(t.db);
  await sql`create schema public`.execute(t.db);
  const migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations as Record<string, Migration> } });
  const { error } = await migrator.migrateTo('0017_export_heartbeats');
  if (error) throw error;
});
afterAll(async () => { await t.drop(); });

test("0018 keeps every checkpoint's meaning: readers go on after the same event, and one at the start stays there", async () => {
  await sql`insert into events (stream_id, stream_revision, type, data, metadata)
    select 'thing-1', g, 'Happened', '{}', '{}' from generate_series(0, 4) g`.execute(t.db);
  const old = await sql<{ tx_id: string; global_position: string }>`
    select tx_id::text, global_position::text from events order by global_position`.execute(t.db);
  const third = old.rows[2];
  if (!third) throw new Error('unreachable');
  await sql`insert into projection_checkpoints (name, version, tx_id, global_position)
    values ('applied', 1, ${third.tx_id}::xid8, ${third.global_position}::bigint), ('fresh', 1, '0', 0)`.execute(t.db);
  await sql`insert into subscription_checkpoints (name, tx_id, global_position)
    values ('reactor', ${third.tx_id}::xid8, ${third.global_position}::bigint)`.execute(t.db);

  await migrate(t.db);

  const store = createPgEventStore({ pool: t.pool });
  try {
    // The log shows only events below the oldest open transaction: on a shared server, wait for all five.
    let events = await store.readAll(START, 100);
    for (let tries = 0; events.length < 5 && tries < 500; tries++) {
      await new Promise((r) => setTimeout(r, 20));
      events = await store.readAll(START, 100);
    }
    const checkpoints = await sql<{ name: string; position: string }>`
      select name, position from projection_checkpoints union all select name, position from subscription_checkpoints order by name`.execute(t.db);
    const at = new Map(checkpoints.rows.map((r) => [r.name, r.position]));
    expect(at.get('applied')).toBe(events[2]?.position);
    expect(at.get('reactor')).toBe(events[2]?.position);
    expect(at.get('fresh')).toBe(START);
    // Nothing is applied again: after the converted checkpoint come exactly the events after the third.
    const after = await store.readAll(events[2]?.position ?? START, 100);
    expect(after.map((e) => e.revision)).toEqual([3, 4]);
    expect(await store.countAfter(events[2]?.position ?? START)).toBe(2);
    // Positions are compared as bytes, as the store orders them, whatever the database's collation.
    const collation = await sql<{ collation_name: string }>`
      select collation_name from information_schema.columns where table_name = 'projection_checkpoints' and column_name = 'position'`.execute(t.db);
    expect(collation.rows[0]?.collation_name).toBe('C');
  } finally {
    await store.close();
  }
});
