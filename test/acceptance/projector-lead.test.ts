import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPgEventStore, type EventStore } from '@inkpace/infra/event-store';
import { projectionNames, projections, projectionStatus } from '@inkpace/projector';
import { startTestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

let database: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = createPgEventStore({ pool: database.pool });
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

/** The projections some process leads now, by name. */
async function ledNow(): Promise<string[]> {
  const status = await projectionStatus(database.db, store, projections);
  return status.filter((s) => s.leader).map((s) => s.name).sort();
}

test('PROJECTOR_LEAD naming a projection that does not exist is refused at start-up, naming the ones that do', async () => {
  const starting = startTestApp({ database, roles: ['projector'], env: { PROJECTOR_LEAD: 'audit, nope' } });
  await expect(starting).rejects.toThrow(`PROJECTOR_LEAD: Unknown projection(s): nope. Known: ${projectionNames.join(', ')}.`);
  expect(await ledNow()).toEqual([]);
});

test.each([
  ['a projector process', { roles: ['projector' as const], projectorThread: false }],
  ['the projector thread beside the APIs', { projectorThread: true }],
])('%s leads only the projections PROJECTOR_LEAD names', { timeout: 60_000 }, async (_, options) => {
  const app = await startTestApp({ database, ...options, env: { PROJECTOR_LEAD: 'audit,activity' } });
  try {
    await expect.poll(ledNow, { timeout: 15_000 }).toEqual(['activity', 'audit']);
  } finally {
    await app.close();
  }
  await expect.poll(ledNow, { timeout: 15_000 }).toEqual([]);
});
