import { comparePositions, createPgEventStore, type Position, type RecordedEvent } from '@inkpace/infra/event-store';
import { createDb, createPool } from '@inkpace/infra/db';
import { projectionNames, projections, projectionStatus } from '@inkpace/projector';
import { listenToProgress, startPacedWrites, whenConnectionFree, type PacedResult, type ProgressMark } from './paced-writes.ts';
import type { ScaledStack } from './scaled-stack.ts';
import { percentile, sleep } from './stats.ts';

/** How long a figure may take before the bench gives up on it (and reports it missing). */
const GIVE_UP_MS = 20_000;
const READ_PAGE = 5_000;
/** The launcher restarts a killed instance with backoff; the bench goes on without it after this long. */
const RESTART_PATIENCE_MS = 60_000;

async function withDatabase<T>(databaseUrl: string, use: (db: ReturnType<typeof createDb<unknown>>, store: ReturnType<typeof createPgEventStore>) => Promise<T>): Promise<T> {
  const pool = createPool(databaseUrl, 1);
  const db = createDb<unknown>(pool);
  try {
    // Connected before the load starts, and kept (one connection): the server may run out of them under load.
    await whenConnectionFree(async () => (await pool.connect()).release());
    return await use(db, createPgEventStore({ pool }));
  } finally {
    await db.destroy();
  }
}

export interface Takeover {
  /** kill -9 to every projection led by a live process other than the killed one (its leader lock). */
  leaderMs: number | null;
  /** kill -9 to every projection's checkpoint having moved again (a progress notification past where it stood). */
  checkpointMs: number | null;
  killed: string;
  writes: PacedResult;
}

/** kill -9 of a projector that leads projections, under `perSecond` paced writes through nginx. */
export async function measureTakeover(stack: ScaledStack, token: string, projectIds: readonly number[], perSecond: number): Promise<Takeover> {
  return withDatabase(stack.databaseUrl, async (db, store) => {
    const leaders = async () => new Map((await projectionStatus(db, store, projections)).map((s) => [s.name, s.leader ? Number(/pid (\d+)/.exec(s.leader.process)?.[1]) : null]));
    const log = await listenToProgress(stack.databaseUrl);
    const writer = startPacedWrites(stack.url, token, projectIds, perSecond);
    try {
      await sleep(2_000); // the load is steady before the kill
      const before = await leaders();
      const victim = stack.instances.find((i) => i.name.startsWith('projector#') && [...before.values()].includes(i.pid));
      if (!victim) throw new Error(`no projector instance leads a projection: ${JSON.stringify([...before])}`);
      const killedPid = victim.pid;
      const back = stack.restarted(victim.name);
      const standing = lastPositions(log.marks);
      const killedAt = Date.now();
      process.kill(killedPid, 'SIGKILL');
      let leaderMs: number | null = null;
      let checkpointMs: number | null = null;
      while ((leaderMs === null || checkpointMs === null) && Date.now() - killedAt < GIVE_UP_MS) {
        if (leaderMs === null && [...(await leaders()).values()].every((pid) => pid !== null && pid !== killedPid)) leaderMs = Date.now() - killedAt;
        checkpointMs ??= movedAgainAfter(log.marks, standing, killedAt);
        await sleep(20);
      }
      // The launcher starts it again (it stands by); the lag figures come after, on a whole stack again.
      await Promise.race([back, sleep(RESTART_PATIENCE_MS)]);
      return { leaderMs, checkpointMs, killed: victim.name, writes: await writer.stop() };
    } finally {
      await writer.stop();
      await log.close();
    }
  });
}

function lastPositions(marks: readonly ProgressMark[]): Map<string, Position> {
  return new Map(marks.map((m) => [m.name, m.position]));
}

/** Milliseconds after `since` by which every projection announced a position past `standing`, or null. */
function movedAgainAfter(marks: readonly ProgressMark[], standing: Map<string, Position>, since: number): number | null {
  let latest = 0;
  for (const name of projectionNames) {
    const from = standing.get(name);
    const moved = marks.find((m) => m.name === name && m.at >= since && (from === undefined || comparePositions(m.position, from) > 0));
    if (!moved) return null;
    latest = Math.max(latest, moved.at - since);
  }
  return latest;
}

export interface Lag {
  /** Per event: from its append (created_at) until every projection announced a position at or past it. */
  allP50: number; allP99: number;
  /** The same for the `progress` projection alone (tally totals and daily stats). */
  progressP50: number; progressP99: number;
  events: number;
  writes: PacedResult;
}

/** Paced writes for `seconds`; then each appended event's lag, read from the log and the progress notifications. */
export async function measureLag(url: string, databaseUrl: string, token: string, projectIds: readonly number[], perSecond: number, seconds: number): Promise<Lag> {
  return withDatabase(databaseUrl, async (_db, store) => {
    const log = await listenToProgress(databaseUrl);
    try {
      const from = await store.headPosition();
      const writer = startPacedWrites(url, token, projectIds, perSecond);
      await sleep(seconds * 1000);
      const writes = await writer.stop();
      const head = await store.headPosition();
      const caughtUp = () => projectionNames.every((name) => log.marks.some((m) => m.name === name && comparePositions(m.position, head) >= 0));
      for (const started = Date.now(); !caughtUp() && Date.now() - started < GIVE_UP_MS;) await sleep(50);
      const events: RecordedEvent[] = [];
      for (let page = await store.readAll(from, READ_PAGE); page.length > 0; page = await store.readAll(page.at(-1)?.position ?? head, READ_PAGE)) events.push(...page);
      const passedAt = (names: readonly string[], e: RecordedEvent): number => Math.max(...names.map((name) => {
        const mark = log.marks.find((m) => m.name === name && comparePositions(m.position, e.position) >= 0);
        return mark ? mark.at : Number.POSITIVE_INFINITY; // never announced: shows as an infinite p99, not as fast
      }));
      const all = events.map((e) => passedAt(projectionNames, e) - e.createdAt.getTime());
      const progress = events.map((e) => passedAt(['progress'], e) - e.createdAt.getTime());
      return {
        allP50: percentile(all, 50), allP99: percentile(all, 99),
        progressP50: percentile(progress, 50), progressP99: percentile(progress, 99),
        events: events.length, writes,
      };
    } finally {
      await log.close();
    }
  });
}
