import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@inkpace/test/db';
import { createDb, createPool } from './index.ts';
import { StatementNames } from './prepared.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

test('a statement text is named from its third run on, always with the same name, and only a bounded number are', () => {
  const names = new StatementNames();
  expect(names.nameFor('select $1')).toBeUndefined();
  expect(names.nameFor('select $1')).toBeUndefined();
  const name = names.nameFor('select $1');
  expect(name).toMatch(/^inkpace_[0-9a-f]{20}$/);
  expect(names.nameFor('select $1')).toBe(name);
  expect(new StatementNames().nameFor('select $2')).toBeUndefined();
  for (let i = 0; i < 200; i++) for (let run = 0; run < 3; run++) names.nameFor(`select $1 + ${i}`);
  const named = Array.from({ length: 200 }, (_, i) => names.nameFor(`select $1 + ${i}`)).filter((n) => n !== undefined);
  expect(named.length).toBeLessThan(100);
  expect(names.nameFor('select $1')).toBe(name);
});

test('statements run often through Kysely are prepared on the connection and keep answering correctly', async () => {
  const pool = createPool(t.url, 1);
  const db = createDb<unknown>(pool);
  try {
    for (let i = 1; i <= 5; i++) {
      const res = await sql<{ doubled: number }>`select ${i}::int * 2 as doubled`.execute(db);
      expect(res.rows).toEqual([{ doubled: i * 2 }]);
    }
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
    expect(prepared.rows.map((r) => r.statement)).toContain('select $1::int * 2 as doubled');
    // A statement without parameters is never named.
    for (let i = 0; i < 4; i++) await sql`select 1 as one`.execute(db);
    const again = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
    expect(again.rows.map((r) => r.statement)).not.toContain('select 1 as one');
  } finally {
    await db.destroy();
  }
});
