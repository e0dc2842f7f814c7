import { createPgEventStore } from '@inkpace/infra/event-store';
import { readCheckpoint } from '@inkpace/projector';
import type { TestApp } from './app.ts';

/**
 * Waits until projection `name` has applied the whole log: for read models no command waits for (the admin audit
 * trail and series), which a test must not read right after writing.
 */
export async function projectionCaughtUp(t: Pick<TestApp, 'database'>, name: string, timeoutMs = 15_000): Promise<void> {
  const store = createPgEventStore({ pool: t.database.pool });
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const checkpoint = await readCheckpoint(t.database.db, name);
      if (checkpoint && (await store.countAfter(checkpoint.position)) === 0) return;
      if (Date.now() > deadline) throw new Error(`projection ${name} did not catch up`);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await store.close();
  }
}
