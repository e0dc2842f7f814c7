import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'kysely';
import { migrate } from './index.ts';
import { createTestDatabase, type TestDatabase } from '@inkpace/test/db';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t.drop(); });

test('migrations are applied to a test database and running them again changes nothing', async () => {
  await migrate(t.db);
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public' order by tablename`.execute(t.db);
  expect(tables.rows.map((r) => r.tablename)).toEqual(
    expect.arrayContaining(['events', 'projection_checkpoints', 'app_secrets', 'session_activity', 'api_key_usage']),
  );
});
