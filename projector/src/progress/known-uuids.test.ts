import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDb, createPool } from '@inkpace/infra/db';
import { createTestDatabase } from '@inkpace/test/db';
import type { ReadModels } from '../read-models.ts';
import { ensureProjection, toAnyProjection } from '../runtime/schema.ts';
import { testLogger } from '../runtime/testing.ts';
import { knownUuids } from './known-uuids.ts';
import { progressProjection } from './projection.ts';

test('knownUuids finds the writer\'s own things by public uuid, live or deleted, never another writer\'s', async () => {
  const t = await createTestDatabase();
  const pool = createPool(t.url, 2);
  try {
    const db = createDb<ReadModels>(pool);
    await ensureProjection(db as Kysely<unknown>, toAnyProjection(progressProjection), testLogger());
    const shared = randomUUID();
    const deleted = randomUUID();
    const tag = (id: number, owner: number, uuid: string, state: string) => sql`
      insert into progress.tags (id, uuid, stream_uuid, owner_id, name, state, color, created_at, updated_at)
      values (${id}, ${uuid}::uuid, ${randomUUID()}::uuid, ${owner}, ${`tag ${id}`}, ${state}, 'default', now(), now())`.execute(db);
    await tag(1, 7, shared, 'active');
    await tag(2, 8, shared, 'active'); // another writer chose the same uuid
    await tag(3, 7, deleted, 'deleted');

    // More uuids than one statement takes, in any case, with text that is no uuid among them.
    const asked = [shared.toUpperCase(), deleted, 'not-a-uuid', ...Array.from({ length: 6_000 }, () => randomUUID())];
    expect(await knownUuids(db, 7, 'tag', asked)).toEqual(new Map([[shared, 1], [deleted, 3]]));
    expect(await knownUuids(db, 8, 'tag', asked)).toEqual(new Map([[shared, 2]]));
    expect(await knownUuids(db, 7, 'project', asked)).toEqual(new Map());
    expect(await knownUuids(db, 7, 'tag', [])).toEqual(new Map());
  } finally {
    await pool.end();
    await t.drop();
  }
});
