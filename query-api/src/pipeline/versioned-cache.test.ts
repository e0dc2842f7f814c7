import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDb } from '@inkpace/infra/db';
import type { ReadModels } from '@inkpace/projector/read-models';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { data } from '@inkpace/test/http';
import { cachedJson, VersionedCache } from './versioned-cache.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

test('requests that miss together share one build; a change of the writer\'s data builds again', async () => {
  const u = await signUpUser(t);
  const db = createDb<ReadModels>(t.database.pool);
  const cache = new VersionedCache();
  let builds = 0;
  const build = async () => {
    builds++;
    await new Promise((r) => setTimeout(r, 50));
    return `[${builds}]`;
  };
  const answers = await Promise.all(Array.from({ length: 10 }, () => cachedJson<number[]>(db, cache, u.id, 'list', build)));
  expect(builds).toBe(1);
  expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
  // A hit builds nothing.
  await cachedJson(db, cache, u.id, 'list', build);
  expect(builds).toBe(1);
  // The writer's data changes (a new project moves their version): the next request builds once more.
  data(await u.client.post('/api/v1/project', { title: 'New', phase: 'drafting' }));
  await Promise.all(Array.from({ length: 5 }, () => cachedJson(db, cache, u.id, 'list', build)));
  expect(builds).toBe(2);
});
