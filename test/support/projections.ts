import type { TestApp } from './app.ts';

/**
 * Waits until projection `name` has applied the whole log: for read models no command waits for (the admin audit
 * trail and series), which a test must not read right after writing.
 */
export async function projectionCaughtUp(t: Pick<TestApp, 'database'>, name: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await t.database.pool.query<{ done: boolean }>(`
      select coalesce((select global_position from projection_checkpoints where name = $1), 0)
        >= coalesce((select max(global_position) from events), 0) as done`, [name]);
    if (rows[0]?.done) return;
    if (Date.now() > deadline) throw new Error(`projection ${name} did not catch up`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
