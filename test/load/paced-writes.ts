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
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const post = (i: number) => fetch(`${url}/api/v1/tally`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ date: '2025-06-01', workId: projectIds[i % projectIds.length], measure: 'word', count: 1 }),
    signal: AbortSignal.timeout(30_000),
  }).then(async (res) => {
    await res.arrayBuffer();
    if (res.status !== 201) failed++;
  }, () => { failed++; });
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
      return { sent, failed, achievedRate: sent / seconds };
    },
  };
}

export interface ProgressMark { name: string; position: Position; at: number }

export interface ProgressLog {
  /** Every applied/skipped notification so far, in arrival order; `at` is Date.now() on arrival. */
  marks: ProgressMark[];
  close(): Promise<void>;
}

export async function listenToProgress(databaseUrl: string): Promise<ProgressLog> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'inkpace-bench-progress' });
  await client.connect();
  const marks: ProgressMark[] = [];
  client.on('notification', (n) => {
    const at = Date.now();
    const progress = parseProgress(n.payload);
    if (progress && (progress.kind === 'applied' || progress.kind === 'skipped')) marks.push({ name: progress.name, position: progress.position, at });
  });
  await client.query(`listen ${PROGRESS_CHANNEL}`);
  return { marks, close: () => client.end() };
}
