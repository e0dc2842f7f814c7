import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createPgEventStore, START, type EventStore } from '@inkpace/infra/event-store';
import { createDb, createPool } from '@inkpace/infra/db';
import { createLogger } from '@inkpace/infra/log';
import { projections, readCheckpoint, rebuildProjections } from '@inkpace/projector';
import { call, expectStatus, stringField } from './client.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { load, loadRows } from './http-load.ts';
import { entriesFor } from './seed.ts';
import { cpuMeter } from './derived.ts';
import { percentile, since } from './stats.ts';
import type { Row } from './table.ts';
import { repoRoot } from './workspace.ts';

/**
 * Issue 15's figures: a log of about BENCH_ADMIN_EVENTS events (default 1,000,000) from BENCH_ADMIN_USERS writers
 * (default 2,000) with projects and entries, one of whom has BENCH_ADMIN_HEAVY events (default 100,000). Then: a full
 * rebuild of every projection while the app runs, a heavy user's history pages, and the users search.
 */
const EVENTS = Number(process.env.BENCH_ADMIN_EVENTS ?? 1_000_000);
const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 2_000);
const HEAVY = Number(process.env.BENCH_ADMIN_HEAVY ?? Math.min(100_000, Math.floor(EVENTS / 10)));
const BATCH = 1_000;
const PARALLEL = 4;
const PASSWORD = 'bench-password-1234';

interface Seeded { id: number; username: string; cookie: string; token: string }

export async function seedUser(url: string, username: string, entries: number, seed: number): Promise<Seeded> {
  await expectStatus(url, 'POST', '/api/auth/signup', 201, { body: { username, email: `${username}@bench.example.com`, password: PASSWORD } });
  const login = await expectStatus(url, 'POST', '/api/auth/login', 200, { body: { username, password: PASSWORD } });
  const cookie = login.cookies.find((c) => c.startsWith('inkpace_session=')) ?? '';
  const key = await expectStatus(url, 'POST', '/api/v1/api-key', 201, { cookie, body: { name: 'bench', expiresAt: null } });
  const token = stringField(key.data, 'token');
  const projectIds: number[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await expectStatus(url, 'POST', '/api/v1/project', 201, { token, body: { title: `Novel ${i + 1}`, phase: 'drafting' } });
    projectIds.push((res.data as { id: number }).id);
  }
  const all = entriesFor(projectIds, entries, seed).map((e) => ({ ...(e as object), tags: [] }));
  for (let at = 0; at < all.length; at += BATCH) {
    await expectStatus(url, 'POST', '/api/v1/tally/batch', 201, { token, body: all.slice(at, at + BATCH) });
  }
  const me = await expectStatus(url, 'GET', '/api/v1/me', 200, { cookie });
  return { id: (me.data as { id: number }).id, username, cookie, token };
}

/** Runs `fn` with an event store over a small pool of its own, closed afterwards. */
async function withStore<T>(databaseUrl: string, fn: (store: EventStore, pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = createPool(databaseUrl, 2);
  const store = createPgEventStore({ pool });
  try {
    return await fn(store, pool);
  } finally {
    await store.close();
    await pool.end();
  }
}

const eventCount = (databaseUrl: string): Promise<number> => withStore(databaseUrl, (store) => store.countAfter(START));

/** Waits until every projection has applied the whole log (the audit trail and series lag behind a seeding by design). */
async function caughtUp(databaseUrl: string): Promise<void> {
  await withStore(databaseUrl, async (store, pool) => {
    const db = createDb<unknown>(pool);
    for (;;) {
      const behind = await Promise.all(projections.map(async (p) => {
        const checkpoint = await readCheckpoint(db, p.name);
        return checkpoint ? store.countAfter(checkpoint.position) : 1;
      }));
      if (behind.every((n) => n === 0)) return;
      await new Promise((r) => setTimeout(r, 500));
    }
  });
}

async function seed(ctx: BenchContext): Promise<{ heavy: Seeded; admin: Seeded }> {
  const { url } = ctx.instance;
  const stamp = Date.now().toString(36);
  const heavy = await seedUser(url, `heavy${stamp}`, HEAVY, 11);
  ctx.progress(`admin: the heavy writer has ${HEAVY.toLocaleString('en-US')} entries`);
  // Each other writer: about 8 events for the account, key and projects, the rest entries.
  const perUser = Math.max(1, Math.floor((EVENTS - HEAVY) / USERS) - 8);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    for (let i = next++; i < USERS; i = next++) {
      await seedUser(url, `w${i}x${stamp}`, perUser, 100 + i);
      if (i % 200 === 199) ctx.progress(`admin: ${i + 1} writers seeded (${(since(t0) / 1000).toFixed(0)} s)`);
    }
  }));
  const admin = await seedUser(url, `admin${stamp}`, 0, 1);
  await promisify(execFile)(process.execPath, [path.join(repoRoot, 'dist/server/cli.js'), 'admin', 'grant', admin.username], {
    cwd: repoRoot, env: { ...process.env, DATABASE_URL: ctx.instance.databaseUrl, LOG_LEVEL: 'silent' },
  });
  while (!((await call(url, 'GET', '/api/admin/me/perms', { cookie: admin.cookie })).data as { isAdmin?: boolean }).isAdmin) {
    await new Promise((r) => setTimeout(r, 200));
  }
  return { heavy, admin };
}

/** Every projection rebuilt from the whole log in one pass, while the app keeps serving (what `projections rebuild` does). */
async function rebuildRows(ctx: BenchContext, events: number): Promise<Row[]> {
  const pool = createPool(ctx.instance.databaseUrl, 12);
  const log = createLogger('warn', 'bench-rebuild');
  const store = createPgEventStore({ pool, log });
  try {
    const meter = cpuMeter();
    const t0 = performance.now();
    let shown = 0;
    await rebuildProjections({
      pool, store, log, projections,
      onProgress: (_label, applied) => {
        if (applied - shown < 100_000) return;
        shown = applied;
        ctx.progress(`admin: rebuild at ${applied.toLocaleString('en-US')} events (${(since(t0) / 1000).toFixed(1)} s)`);
      },
    });
    const s = since(t0) / 1000;
    const cpu = meter.stop(s);
    const scenario = `rebuild every projection (${projections.length}) from ${events.toLocaleString('en-US')} events`;
    return [{
      scenario, figure: 'log events / total time',
      value: events / s, unit: 'events/s', target: { atLeast: 50_000 }, reference: `${s.toFixed(1)} s in all`,
    }, {
      // The rebuild runs in this process; the app's server idles meanwhile, so the machine's other busy time is PostgreSQL.
      scenario, figure: 'rebuilding process CPU (cores busy on average)', value: cpu.processCores, unit: 'cores',
    }, {
      scenario, figure: 'machine CPU busy (all cores)', value: cpu.machineShare === null ? null : cpu.machineShare * 100, unit: '%',
      reference: 'PostgreSQL\'s backends included; 100 % is every core busy for the whole rebuild',
    }];
  } finally {
    await store.close();
    await pool.end();
  }
}

async function historyRows(ctx: BenchContext, heavy: Seeded, admin: Seeded): Promise<Row[]> {
  const { url } = ctx.instance;
  const first = `/api/admin/user/${heavy.id}/history`;
  const pages: string[] = [first];
  // Walk a few pages deep so the cursor path is measured too, then sample the first ones.
  let cursor: string | null = null;
  for (let i = 0; i < 20; i++) {
    const res = await expectStatus(url, 'GET', cursor ? `${first}?cursor=${cursor}` : first, 200, { cookie: admin.cookie });
    cursor = (res.data as { nextCursor: string | null }).nextCursor;
    if (!cursor) break;
    pages.push(`${first}?cursor=${cursor}`);
  }
  const filtered = `${first}?kinds=tally&from=2023-01-01&to=2023-12-31`;
  const dated = `${first}?from=2023-01-01&to=2023-12-31`;
  // Sequential GETs, one path per sample (cycling through `paths`), each timed from send to answer.
  const sample = async (paths: readonly string[]): Promise<number[]> => {
    const timings: number[] = [];
    for (let i = 0; i < ctx.samples; i++) {
      const t = performance.now();
      await expectStatus(url, 'GET', paths[i % paths.length] ?? first, 200, { cookie: admin.cookie });
      timings.push(since(t));
    }
    return timings;
  };
  const timings = await sample(pages);
  const filteredTimings = await sample([filtered]);
  const datedTimings = await sample([dated]);
  const scenario = `GET /api/admin/user/{id}/history (50 items; user with ${HEAVY.toLocaleString('en-US')}+ events)`;
  return [
    { scenario, figure: 'latency p50 (sequential)', value: percentile(timings, 50), unit: 'ms' },
    { scenario, figure: 'latency p99 (sequential)', value: percentile(timings, 99), unit: 'ms', target: { atMost: 50 } },
    { scenario: `${scenario}, entries of 2023 only`, figure: 'latency p99 (sequential)', value: percentile(filteredTimings, 99), unit: 'ms', target: { atMost: 50 } },
    { scenario: `${scenario}, 2023 only (a range before any event)`, figure: 'latency p99 (sequential)', value: percentile(datedTimings, 99), unit: 'ms', target: { atMost: 50 } },
  ];
}

export const adminScenarios: ScenarioGroup = {
  name: 'admin',
  optIn: true,
  async run(ctx: BenchContext): Promise<Row[]> {
    const { heavy, admin } = await seed(ctx);
    const events = await eventCount(ctx.instance.databaseUrl);
    ctx.progress(`admin: ${events.toLocaleString('en-US')} events in the log; waiting for every projection to apply them`);
    const t0 = performance.now();
    await caughtUp(ctx.instance.databaseUrl);
    ctx.progress(`admin: caught up ${(since(t0) / 1000).toFixed(1)} s after the seeding ended`);
    const rows: Row[] = [{ scenario: 'admin: the seeded log', figure: 'events', value: events, unit: 'count' }];
    rows.push(...(await historyRows(ctx, heavy, admin)));
    const search = await load({ url: ctx.instance.url, path: '/api/admin/user?search=w12x&take=50', headers: { cookie: admin.cookie }, seconds: ctx.seconds });
    rows.push(...loadRows('GET /api/admin/user?search= (users search, 50 a page)', search, { target: { atLeast: 500 } }));
    rows.push(...(await rebuildRows(ctx, events)));
    // After the swap the app reads the rebuilt tables: the history must answer the same way.
    rows.push(...(await historyRows(ctx, heavy, admin)).map((r) => ({ ...r, scenario: `after the rebuild: ${r.scenario}` })));
    return rows;
  },
};
