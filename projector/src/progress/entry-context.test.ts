import { expect, test } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb, createPool } from '@inkpace/infra/db';
import { createTestDatabase } from '@inkpace/test/db';
import type { ReadModels } from '../read-models.ts';
import { ensureProjection, toAnyProjection } from '../runtime/schema.ts';
import { testLogger } from '../runtime/testing.ts';
import { progressProjection } from './projection.ts';
import { entryContext } from './readers.ts';

/**
 * Every POST /tally reads its context with this statement. It is prepared (infra/db/prepared.ts), but a prepared
 * statement whose generic plan looks dearer than a fresh one is planned anew on every call, which cost more than
 * running it. What PostgreSQL did is in pg_prepared_statements, per connection: hence a pool of one.
 */
test('the context of one entry is read with a cached generic plan, not planned per call', async () => {
  const t = await createTestDatabase();
  const pool = createPool(t.url, 1);
  try {
    const db = createDb<ReadModels>(pool);
    await ensureProjection(db as Kysely<unknown>, toAnyProjection(progressProjection), testLogger());
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(...(await entryContext(db, 1, [1], ['draft'], 1)).ids);
    expect(new Set(ids).size).toBe(12);
    const batch = await entryContext(db, 1, [1, 2], [], 3);
    expect(batch.ids).toHaveLength(3);

    const plans = await sql<{ generic_plans: string; custom_plans: string }>`
      select generic_plans, custom_plans from pg_prepared_statements where statement like '%nextval(''tally_ids'')%'
      order by generic_plans + custom_plans desc limit 1`.execute(db);
    const [row] = plans.rows;
    // Prepared from its third call on (prepared.ts): ten executions.
    expect(Number(row?.generic_plans) + Number(row?.custom_plans)).toBeGreaterThanOrEqual(10);
    // PostgreSQL tries five custom plans before it compares; every later call should reuse the generic one.
    expect(Number(row?.generic_plans)).toBeGreaterThanOrEqual(5);
    expect(Number(row?.custom_plans)).toBeLessThanOrEqual(5);
  } finally {
    await pool.end();
    await t.drop();
  }
});
