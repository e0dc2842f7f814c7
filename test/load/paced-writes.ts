import pg from 'pg';
import { PROGRESS_CHANNEL, parseProgress } from '@inkpace/projector';
import type { Position } from '@inkpace/infra/event-store';
import { sleep } from './stats.ts';

/**
 * Open-loop tally writes at a fixed rate (each POST sent on its schedule, whether or not earlier ones answered), and
 * a listener that records when each projection said it passed a position: what the takeover and lag figures read.
 */

/** Bounds the requests in flight, so a target that falls behind slows the writer instead of exhausting sockets. */
const MAX_IN_FLIGHT = 256;

export interface PacedResult {
  sent: number;
  failed: number;
  /** What the failed writes got, e.g. `503: 3, fetch failed: 1`. */
  failures: string;
  /** Writes per second actually sent (below the target rate when MAX_IN_FLIGHT held the writer back). */
  achievedRate: number;
}

export interface PacedWriter {
  stop(): Promise<PacedResult>;
}

export function startPacedWrites(url: string, token: string, projectIds: readonly number[], perSecond: number): PacedWriter {
  let running = true;
  let sent = 0;
  let failed = 0;
  const failures = new Map<string, number>();
  const fail = (what: string) => {
    failed++;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  };
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const post = (i: number) => fetch(`${url}/api/v1/tally`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ date: '2025-06-01', workId: projectIds[i % projectIds.length], measure: 'word', count: 1 }),
    signal: AbortSignal.timeout(30_000),
  }).then(async (res) => {
    const text = await res.text();
    if (res.status !== 201) fail(`${res.status} ${/"code":"([A-Z_]+)"/.exec(text)?.[1] ?? ''}`.trim());
  }, (error: unknown) => fail(error instanceof Error ? error.message : String(error)));
  const loop = (async () => {
    while (running) {
      const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
      while (sent < due && inFlight.size < MAX_IN_FLIGHT) {
        const request = post(sent++).finally(() => inFlight.delete(request));
        inFlight.add(request);
      }
      await sleep(1);
    }
  })();
  return {
    async stop() {
      running = false;
      const seconds = (performance.now() - started) / 1000;
      await loop;
      await Promise.all(inFlight);
      return { sent, failed, failures: [...failures].map(([what, n]) => `${what}: ${n}`).join(', '), achievedRate: sent / seconds };
    },
  };
}

export interface ProgressMark { name: string; position: Position; at: number }

export interface ProgressLog {
  /** Every applied/skipped notification so far, in arrival order; `at` is Date.now() on arrival. */
  marks: ProgressMark[];
  close(): Promise<void>;
}

/** PostgreSQL's "too many clients": the server's connections are shared with whatever else runs on the machine. */
const TOO_MANY_CONNECTIONS = '53300';
const CONNECT_PATIENCE_MS = 30_000;

/** Retries while the server is out of connections, which other work on the machine frees again. */
export async function whenConnectionFree<T>(connect: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await connect();
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
      if (code !== TOO_MANY_CONNECTIONS || Date.now() - started > CONNECT_PATIENCE_MS) throw error;
      await sleep(200);
    }
  }
}

export async function listenToProgress(databaseUrl: string): Promise<ProgressLog> {
  const client = await whenConnectionFree(async () => {
    const candidate = new pg.Client({ connectionString: databaseUrl, application_name: 'inkpace-bench-progress' });
    candidate.on('error', () => undefined); // a failed connect is reported by connect() itself
    await candidate.connect();
    return candidate;
  });
  const marks: ProgressMark[] = [];
  client.on('notification', (n) => {
    const at = Date.now();
    const progress = parseProgress(n.payload);
    if (progress && (progress.kind === 'applied' || progress.kind === 'skipped')) marks.push({ name: progress.name, position: progress.position, at });
  });
  await client.query(`listen ${PROGRESS_CHANNEL}`);
  return { marks, close: () => client.end() };
}
