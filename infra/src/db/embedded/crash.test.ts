import pg from 'pg';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startEmbeddedPostgres } from '../index.ts';
import { cleanUp, postmasterPid, query, startInAnotherProcess, tempDataDir } from './test-support.ts';

/**
 * A start straight after a crash (kill -9 of Node and of its postmaster) waits for what the dead server left:
 * its backends, which hold its shared memory until they notice the postmaster is gone (a busy one only when its
 * query ends), and lock files naming a pid that may still exist (killed, not yet reaped). Before, it connected
 * to the dead server's port or had PostgreSQL refuse to start.
 */
const made: string[] = [];
afterAll(() => cleanUp(made));

test('a start straight after kill -9 of Node and its postmaster waits for a busy backend to let go, then starts', { timeout: 60_000 }, async () => {
  const pgDir = path.join(tempDataDir(made), 'pg');
  const { holder, url } = await startInAnotherProcess(pgDir);
  const busy = new pg.Client({ connectionString: url });
  busy.on('error', () => undefined);
  await busy.connect();
  // CPU-bound: the backend does not look at its postmaster again until the count is done (a second or two).
  let counted = false;
  const counting = busy.query('select count(*) from generate_series(1, 15000000)').catch(() => undefined).finally(() => { counted = true; });
  await new Promise((r) => setTimeout(r, 300));
  const postmaster = postmasterPid(pgDir);
  holder.kill('SIGKILL');
  process.kill(postmaster, 'SIGKILL');

  const started = await startEmbeddedPostgres(pgDir);
  try {
    expect(counted).toBe(true); // it waited for the busy backend
    expect(postmasterPid(pgDir)).not.toBe(postmaster);
    expect(await query(started.url, 'select 1 as one')).toEqual({ one: 1 });
  } finally {
    await started.stop();
    await counting;
    await busy.end().catch(() => undefined);
  }
});
