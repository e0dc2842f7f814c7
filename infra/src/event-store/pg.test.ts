import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@inkpace/test/db';
import { createPool } from '../db/index.ts';
import { eventStoreContract } from './contract.ts';
import { collect, delay, event, streamKey, streamName, tail, waitFor } from './contract-support.ts';
import { createPgEventStore } from './pg.ts';
import { READ_ALL_SQL } from './pg-reads.ts';
import { encodePgPosition } from './pg-position.ts';
import { LISTENER_APPLICATION_NAME } from '../db/listener.ts';
import { comparePositions, START, type Position } from './port.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

eventStoreContract('PostgreSQL', async () => {
  const store = createPgEventStore({ pool: t.pool });
  return { store, cleanup: () => store.close() };
});

/** Backends of this database's LISTEN connections that have finished running LISTEN. */
async function listeners(): Promise<number[]> {
  const res = await t.pool.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = current_database() and application_name = $1 and query ilike 'listen %' and state = 'idle'`,
    [LISTENER_APPLICATION_NAME],
  );
  return res.rows.map((r) => r.pid);
}

interface Commit {
  key: string;
  position: Position;
  sequence: bigint;
}

/**
 * Appends the way a slow command transaction would: half the time the transaction takes its id (xid) before
 * inserting, so a lower tx_id can get a higher global_position; the commit comes after a random pause, so rows
 * with later global positions commit first; a few transactions roll back, leaving holes nobody must wait for.
 */
async function delayedCommitWriter(pool: pg.Pool, stream: string, count: number, commits: Commit[]): Promise<void> {
  let revision = 0;
  while (revision < count) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      if (Math.random() < 0.5) {
        await client.query('select pg_current_xact_id()');
        await delay(Math.random() * 8);
      }
      const res = await client.query<{ gp: string; tx: string }>(
        `insert into events (stream_id, stream_revision, type, data, metadata) values ($1, $2, 'GapTested', $3, '{}')
         returning global_position::text as gp, tx_id::text as tx`,
        [stream, revision, { revision }],
      );
      await delay(Math.random() * 15);
      if (Math.random() < 0.05) {
        await client.query('rollback');
        continue;
      }
      await client.query('commit');
      const row = res.rows[0];
      if (!row) throw new Error('insert returned no row');
      commits.push({ key: `${stream}#${revision}`, position: encodePgPosition(row.tx, row.gp), sequence: BigInt(row.gp) });
      revision++;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

/** How many entries of `list` come after an entry with a higher global position. */
function inversions(list: readonly Commit[]): number {
  let max = -1n;
  let count = 0;
  for (const { sequence } of list) {
    if (sequence < max) count++;
    else max = sequence;
  }
  return count;
}

describe('PostgreSQL event store specifics', () => {
  test('gap test: out-of-order commits are all delivered exactly once, in (txId, globalPosition) order', async () => {
    const writers = createPool(t.url, 8);
    const store = createPgEventStore({ pool: t.pool });
    try {
      const from = await tail(store);
      const prefix = streamName('gap');
      const mine = (e: { streamId: string }) => e.streamId.startsWith(prefix);
      const one = collect(store, from, mine, 1);
      const many = collect(store, from, mine, 25);
      const commits: Commit[] = [];
      await Promise.all(Array.from({ length: 8 }, (_, w) => delayedCommitWriter(writers, `${prefix}-${w}`, 38, commits)));
      const seenWhileWriting = one.events.length;
      const total = commits.length;
      expect(total).toBe(8 * 38);

      // The scenario really happened: later positions committed first, and tx order differs from position order.
      expect(inversions(commits)).toBeGreaterThan(0);
      const byTx = [...commits].sort((a, b) => comparePositions(a.position, b.position));
      expect(inversions(byTx)).toBeGreaterThan(0);
      // ...and the subscribers were reading while it happened.
      expect(seenWhileWriting).toBeGreaterThan(0);

      await one.waitForCount(total, 10_000);
      await many.waitForCount(total, 10_000);
      await delay(200); // room for a duplicate to show up
      await Promise.all([one.close(), many.close()]);

      for (const sub of [one, many]) {
        expect(new Set(sub.events.map(streamKey))).toEqual(new Set(commits.map((c) => c.key)));
        expect(sub.events).toHaveLength(total);
        expect(sub.events.map(streamKey)).toEqual(byTx.map((c) => c.key));
        for (let i = 1; i < sub.all.length; i++) {
          const [a, b] = [sub.all[i - 1], sub.all[i]];
          if (a && b) expect(comparePositions(a.position, b.position)).toBe(-1);
        }
      }
    } finally {
      await store.close();
      await writers.end();
    }
  });

  test('readAll walks the (tx_id, global_position) index in order, with no sort step', async () => {
    const client = await t.pool.connect();
    try {
      // On a small table a scan plus sort is cheaper; switch those off so the plan shows what the index can
      // serve. A Sort left over means the ORDER BY is not the index order (e.g. it sorts a text alias).
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_bitmapscan = off');
      const res = await client.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${READ_ALL_SQL}`, ['5', '7', 100]);
      await client.query('commit');
      const plan = JSON.stringify(res.rows[0]?.['QUERY PLAN']);
      expect(plan).toContain('events_tx_order');
      expect(plan).not.toContain('"Sort"');
    } finally {
      client.release();
    }
  });

  test("an event's time reads back as the millisecond it was stored in, the microseconds cut off, as its append said", async () => {
    const store = createPgEventStore({ pool: t.pool });
    try {
      const stream = streamName('timed');
      const appended = await store.appendMulti([{ streamId: stream, events: [event('Timed')], expectedRevision: 'no_stream' }]);
      expect((await store.readStream(stream))[0]?.createdAt.getTime()).toBe(appended.storedAt.getTime());
      // Times with microseconds just below and above a millisecond's edge, and before 1970.
      const stamps = ['2026-11-25 01:50:44.123999+00', '2026-11-25 01:50:44.124000+00', '1969-12-31 23:59:59.999500+00'];
      for (const stamp of stamps) {
        await t.pool.query('update events set created_at = $1 where stream_id = $2', [stamp, stream]);
        const [read] = await store.readStream(stream);
        const expected = await t.pool.query<{ at: Date }>('select $1::timestamptz as at', [stamp]);
        expect(read?.createdAt.toISOString()).toBe(expected.rows[0]?.at.toISOString());
      }
    } finally {
      await store.close();
    }
  });

  test('readAll holds back events while an older transaction is open, then returns them in tx order', async () => {
    const store = createPgEventStore({ pool: t.pool });
    const older = await t.pool.connect();
    try {
      const from = await tail(store);
      const [late, early] = [streamName('held-late'), streamName('held-early')];
      const ours = (e: { streamId: string }) => e.streamId === late || e.streamId === early;
      await older.query('begin');
      await older.query('select pg_current_xact_id()');
      await store.append(early, [event('Committed')], { expectedRevision: 'no_stream' });
      expect(await store.readStream(early)).toHaveLength(1); // a stream reads its own writes at once
      await delay(50);
      expect((await store.readAll(from, 100)).filter(ours)).toEqual([]);

      await older.query(
        `insert into events (stream_id, stream_revision, type, data, metadata) values ($1, 0, 'Late', '{}', '{}')`,
        [late],
      );
      await older.query('commit');
      const read = await waitFor('both events', async () => {
        const found = (await store.readAll(from, 100)).filter(ours);
        return found.length === 2 ? found : undefined;
      });
      // The older transaction's event has the higher global position but comes first.
      expect(read.map((e) => e.streamId)).toEqual([late, early]);
      expect(read[0]?.sequence).toBeGreaterThan(read[1]?.sequence ?? 0n);
    } finally {
      await older.query('rollback').catch(() => undefined);
      older.release();
      await store.close();
    }
  });

  test('NOTIFY wakes a subscriber within 500 ms although its poll interval is a minute', async () => {
    const store = createPgEventStore({ pool: t.pool, pollIntervalMs: 60_000 });
    const s = streamName('notify');
    const seenAt = new Map<number, number>();
    const subscription = store.subscribe({
      from: await tail(store),
      handle: async (batch) => {
        for (const e of batch) if (e.streamId === s) seenAt.set(e.revision, Date.now());
      },
    });
    try {
      await waitFor('the LISTEN connection', async () => ((await listeners()).length === 1 ? true : undefined));
      await delay(100); // let the wake-up sent when LISTEN succeeded run its read, so only NOTIFY is left
      const latencies: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = Date.now();
        await store.append(s, [event('N', { i })], { expectedRevision: i === 0 ? 'no_stream' : i - 1 });
        latencies.push((await waitFor(`event ${i}`, () => seenAt.get(i), 2_000)) - start);
      }
      expect(Math.max(...latencies)).toBeLessThan(500);
    } finally {
      await subscription.close();
      await store.close();
    }
  });

  test('the LISTEN connection comes back after being killed, and nothing appended meanwhile is missed', async () => {
    const warnings: string[] = [];
    const store = createPgEventStore({
      pool: t.pool,
      pollIntervalMs: 60_000,
      log: { warn: (_obj, msg) => warnings.push(msg ?? '') },
    });
    const s = streamName('reconnect');
    const sub = collect(store, await tail(store), (e) => e.streamId === s);
    try {
      const [first] = await waitFor('the LISTEN connection', async () => {
        const pids = await listeners();
        return pids.length === 1 ? pids : undefined;
      });
      await t.pool.query('select pg_terminate_backend($1)', [first]);
      await store.append(s, [event('WhileDown')], { expectedRevision: 'no_stream' });
      await sub.waitForCount(1, 3_000);
      const [second] = await waitFor('a new LISTEN connection', async () => {
        const pids = await listeners();
        return pids.length === 1 && pids[0] !== first ? pids : undefined;
      });
      expect(second).not.toBe(first);
      expect(warnings.some((w) => w.includes('LISTEN connection lost'))).toBe(true);
      await store.append(s, [event('AfterReconnect')], { expectedRevision: 0 });
      await sub.waitForCount(2, 1_000);
    } finally {
      await sub.close();
      await store.close();
    }
  });

  test('a wake-up names each category written, once per statement', async () => {
    const store = createPgEventStore({ pool: t.pool });
    const heard: Array<string | null> = [];
    const unsubscribe = store.onWake((category) => heard.push(category));
    try {
      await waitFor('the LISTEN connection', async () => ((await listeners()).length >= 1 ? true : undefined));
      await delay(50);
      heard.length = 0; // the wake-up of LISTEN succeeding (null: anything may be new)
      await store.append(streamName('alpha'), [event('A'), event('B')], { expectedRevision: 'any' });
      await waitFor('the alpha wake-up', () => (heard.includes('alpha') ? true : undefined), 2_000);
      await store.appendMulti([
        { streamId: streamName('beta'), events: [event('A')], expectedRevision: 'no_stream' },
        { streamId: streamName('beta'), events: [event('A')], expectedRevision: 'no_stream' },
        { streamId: streamName('gamma'), events: [event('A')], expectedRevision: 'no_stream' },
      ]);
      await waitFor('the beta and gamma wake-ups', () => (heard.includes('beta') && heard.includes('gamma') ? true : undefined), 2_000);
      await delay(50);
      expect([...heard].sort()).toEqual(['alpha', 'beta', 'gamma']);
    } finally {
      unsubscribe();
      await store.close();
    }
  });

  test('a subscription with wakeOn is woken only by its categories and passes the others on with them', async () => {
    // The fallback poll is far off: only a wake-up can deliver within the test.
    const store = createPgEventStore({ pool: t.pool, pollIntervalMs: 60_000 });
    const from = (await store.readAll(START, 100_000)).at(-1)?.position ?? START;
    const seen: string[] = [];
    const subscription = store.subscribe({ from, wakeOn: ['mine'], handle: async (batch) => void seen.push(...batch.map((e) => e.streamId)) });
    try {
      await waitFor('the LISTEN connection', async () => ((await listeners()).length >= 1 ? true : undefined));
      // A wake-up is followed by quick re-polls at 20, 40, 80 … ms: 2,560 ms after it the next one is due only at
      // 5,120 ms, which leaves a quiet window. LISTEN succeeding wakes it too, at a time a loaded machine can delay,
      // so the window is anchored on a wake-up the test sees: an event of its own category, once delivered.
      await delay(1_000);
      const first = streamName('mine');
      await store.append(first, [event('A')], { expectedRevision: 'any' });
      await waitFor('the first wake-up', () => (seen.includes(first) ? true : undefined), 3_000);
      await delay(2_600);
      const other = streamName('other');
      await store.append(other, [event('A')], { expectedRevision: 'any' });
      await delay(400);
      expect(seen).not.toContain(other);
      const mine = streamName('mine');
      await store.append(mine, [event('A')], { expectedRevision: 'any' });
      await waitFor('both events', () => (seen.includes(mine) ? true : undefined), 3_000);
      expect(seen).toContain(other);
    } finally {
      await subscription.close();
      await store.close();
    }
  });

  test('the LISTEN connection opens only on demand and close() ends it but not the pool', async () => {
    // Earlier tests' listeners may take a moment to leave pg_stat_activity after their stores closed.
    await waitFor('no LISTEN connection', async () => ((await listeners()).length === 0 ? true : undefined));
    const store = createPgEventStore({ pool: t.pool });
    await store.append(streamName('lazy'), [event('A')], { expectedRevision: 'any' });
    await store.readAll(START, 10);
    await delay(100);
    expect(await listeners()).toEqual([]);
    let wakes = 0;
    const unsubscribe = store.onWake(() => wakes++);
    await waitFor('the LISTEN connection', async () => ((await listeners()).length === 1 ? true : undefined));
    const before = wakes;
    await store.append(streamName('lazy'), [event('B')], { expectedRevision: 'any' });
    await waitFor('a wake-up', () => (wakes > before ? true : undefined), 1_000);
    unsubscribe();
    await store.close();
    await waitFor('the LISTEN connection to end', async () => ((await listeners()).length === 0 ? true : undefined));
    expect((await t.pool.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  });
});

describe('wake-ups sent after the commit', () => {
  test('ten writers append side by side: fewer notifications than appends, and a wake-up after the last one', async () => {
    const store = createPgEventStore({ pool: t.pool });
    const heard: Array<{ category: string | null; at: number }> = [];
    const unsubscribe = store.onWake((category) => heard.push({ category, at: performance.now() }));
    try {
      await waitFor('the LISTEN connection', async () => ((await listeners()).length >= 1 ? true : undefined));
      await delay(50);
      heard.length = 0;
      const category = streamName('burst').split('-', 1)[0] ?? '';
      let appends = 0;
      let lastCommit = 0;
      await Promise.all(Array.from({ length: 10 }, async () => {
        for (let i = 0; i < 30; i++) {
          await store.append(streamName(category), [event('Burst')], { expectedRevision: 'no_stream' });
          appends++;
          lastCommit = Math.max(lastCommit, performance.now());
        }
      }));
      await waitFor('a wake-up after the last append', () => (heard.some((h) => h.category === category && h.at >= lastCommit) ? true : undefined), 2_000);
      const ours = heard.filter((h) => h.category === category).length;
      expect(appends).toBe(300);
      // Appends committed while a notification was on its way share the next one (a trigger sent one per append).
      expect(ours).toBeLessThan(appends);
      const trigger = await t.pool.query(`select 1 from pg_trigger where tgrelid = 'events'::regclass and not tgisinternal`);
      expect(trigger.rowCount).toBe(0);
    } finally {
      unsubscribe();
      await store.close();
    }
  });
});
