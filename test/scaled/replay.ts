import type pg from 'pg';
import type { Kysely } from 'kysely';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { projectionNames, projections, projectionStatus, rebuildProjections } from '@inkpace/projector';
import { expect } from 'vitest';

/**
 * "Read models equal a fresh replay" for the scenarios: every projection's tables (each projection owns the schema of
 * its name) are read row by row, then every projection is rebuilt from the whole log into fresh tables (as
 * `npm run cli -- projections rebuild` does) and read again.
 */

type ReadModels = Record<string, string[]>;

/**
 * Tables whose values depend on how the log was cut into batches, by design: user_versions holds a log position
 * at or after each writer's last change (a cache key; a replay's larger batches give later positions).
 */
const BATCH_DEPENDENT = new Set(['progress.user_versions']);

/** Each table of every projection, as its rows' JSON, sorted (a replay may insert rows in another order). */
async function readModels(pool: pg.Pool): Promise<ReadModels> {
  const tables = await pool.query<{ schema: string; table: string }>(
    `select table_schema as schema, table_name as table from information_schema.tables
      where table_schema = any($1) and table_type = 'BASE TABLE' order by 1, 2`, [projectionNames]);
  const found: ReadModels = {};
  for (const { schema, table } of tables.rows) {
    if (BATCH_DEPENDENT.has(`${schema}.${table}`)) continue;
    const rows = await pool.query<{ row: string }>(`select to_jsonb(x)::text as row from "${schema}"."${table}" x`);
    found[`${schema}.${table}`] = rows.rows.map((r) => r.row).sort();
  }
  return found;
}

/** Waits until every projection has applied the whole log, without a failure. */
async function caughtUp(db: Kysely<unknown>, pool: pg.Pool): Promise<void> {
  const store = createPgEventStore({ pool });
  try {
    await expect.poll(async () => (await projectionStatus(db, store, projections)).every((p) => p.behind === 0 && p.failure === null),
      { timeout: 30_000, interval: 100 }).toBe(true);
  } finally {
    await store.close();
  }
}

/** The read models now, and the same after a fresh replay of the log; the caller asserts they are equal. */
export async function liveAndReplayed(db: Kysely<unknown>, pool: pg.Pool): Promise<{ live: ReadModels; replayed: ReadModels }> {
  await caughtUp(db, pool);
  const live = await readModels(pool);
  const store = createPgEventStore({ pool });
  try {
    await rebuildProjections({ pool, store, projections, log: createLogger('silent'), names: [...projectionNames] });
  } finally {
    await store.close();
  }
  return { live, replayed: await readModels(pool) };
}
