import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { projections } from './projections.ts';
import { rebuildProjections } from './runtime/index.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

/** Every index of every projection's live schema, as `table.index: definition` with the schema left out. */
async function indexes(): Promise<string[]> {
  const names = projections.map((p) => p.name);
  const res = await t.database.pool.query<{ schemaname: string; tablename: string; indexname: string; indexdef: string }>(
    'select schemaname, tablename, indexname, indexdef from pg_indexes where schemaname = any($1) order by 1, 2, 3', [names]);
  return res.rows.map((r) => `${r.schemaname}.${r.tablename}.${r.indexname}: ${r.indexdef.replace(` ${r.schemaname}.`, ' ')}`);
}

test('a rebuild leaves every projection with exactly the indexes a fresh schema has, those it builds after the replay included', async () => {
  const fresh = await indexes();
  // One built after the replay in a rebuild (a write-only table's), one kept up to date during it.
  expect(fresh).toContainEqual(expect.stringMatching(/^audit\.items\.items_user_time: /));
  expect(fresh).toContainEqual(expect.stringMatching(/^progress\.tallies\.tallies_project: CREATE INDEX tallies_project ON tallies USING btree \(project_id, date DESC, id DESC\) WHERE \(state = 'active'::text\)$/));

  const store = createPgEventStore({ pool: t.database.pool });
  try {
    await rebuildProjections({ pool: t.database.pool, store, projections, log: createLogger('silent') });
  } finally {
    await store.close();
  }
  expect(await indexes()).toEqual(fresh);
});
