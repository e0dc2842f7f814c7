/**
 * A projection rebuild's progress, as the CLI's progress bar and the admin projections page show it. The rebuilding
 * process writes `applied` of `total` events and a heartbeat about once a second; everything else derives from those.
 */

/** How often the rebuilding process writes its progress. */
export const REBUILD_HEARTBEAT_MS = 1_000;
/** A running rebuild whose heartbeat is older than this was interrupted (its process died): a new one may start. */
export const REBUILD_STALE_MS = 30_000;

export const REBUILD_STATES = ['requested', 'running', 'done', 'failed'] as const;
export type RebuildState = (typeof REBUILD_STATES)[number];
/** Who started it: an admin on the projections page, `projections rebuild` on the CLI, or a new projection version. */
export const REBUILD_ORIGINS = ['admin', 'cli', 'version'] as const;
export type RebuildOrigin = (typeof REBUILD_ORIGINS)[number];

/** Running (or requested) and not abandoned: another request must wait for it. */
export function isRebuildActive(state: RebuildState, heartbeatAt: Date, now: Date): boolean {
  return (state === 'running' || state === 'requested') && now.getTime() - heartbeatAt.getTime() < REBUILD_STALE_MS;
}

/** What the page and the CLI say about a rebuild's state: an abandoned running rebuild reads as interrupted. */
export function rebuildStatus(state: RebuildState, heartbeatAt: Date, now: Date): RebuildState | 'interrupted' {
  return state === 'running' && !isRebuildActive(state, heartbeatAt, now) ? 'interrupted' : state;
}

export interface RebuildFigures {
  /** 0–100, whole. */
  percent: number;
  /** null until a first second has passed. */
  eventsPerSecond: number | null;
  /** Seconds left at the rate so far; null when unknown (no rate yet, or nothing counted). */
  etaSeconds: number | null;
}

/**
 * The figures of a rebuild that has applied `applied` of `total` events in `elapsedMs`. A running rebuild shows no rate
 * in its first second (too noisy); a finished one always has its rate, and nothing left.
 */
export function rebuildFigures(applied: number, total: number, elapsedMs: number, finished = false): RebuildFigures {
  const done = Math.min(applied, total);
  const percent = total <= 0 || finished ? 100 : Math.floor((done / total) * 100);
  const eventsPerSecond = elapsedMs >= 1_000 || (finished && elapsedMs > 0) ? applied / (elapsedMs / 1_000) : null;
  if (finished) return { percent, eventsPerSecond, etaSeconds: 0 };
  const etaSeconds = eventsPerSecond && eventsPerSecond > 0 && total > 0 ? Math.ceil(Math.max(0, total - done) / eventsPerSecond) : null;
  return { percent, eventsPerSecond, etaSeconds };
}

/** "1 h 02 m", "3 m 05 s", "12 s": short enough for a progress line. */
export function formatEta(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s >= 3_600) return `${Math.floor(s / 3_600)} h ${pad(Math.floor((s % 3_600) / 60))} m`;
  if (s >= 60) return `${Math.floor(s / 60)} m ${pad(s % 60)} s`;
  return `${s} s`;
}
