import { positionFromString, positionToString, type Position } from '@inkpace/infra/event-store';

/**
 * What the projector says on PROGRESS_CHANNEL, so listeners need no query to know where a projection stands:
 * - `applied`: it applied events up to `position` (its read models changed);
 * - `skipped`: it moved to `position` past events it does not read (nothing it holds changed);
 * - `failing`: it is stopped by an event it fails on (see failures.ts);
 * - `busy`: an awaited projection asks background ones to step aside for `forMs` from now (0: no longer), whatever
 *   process they run in (see pacing.ts).
 */
export type Progress =
  | { kind: 'applied' | 'skipped'; name: string; position: Position }
  | { kind: 'failing'; name: string }
  | { kind: 'busy'; name: string; forMs: number };

const SKIPPED = 'skipped:';
const FAILING = 'failing:';
const BUSY = 'busy:';

/** The projection's name ([a-z_], see schema.ts), then the event store's position text. */
export const appliedPayload = (name: string, position: Position): string => `${name}@${positionToString(position)}`;
export const skippedPayload = (name: string, position: Position): string => `${SKIPPED}${name}@${positionToString(position)}`;
export const failingPayload = (name: string): string => `${FAILING}${name}`;
export const busyPayload = (name: string, forMs: number): string => `${BUSY}${name}:${Math.max(0, Math.round(forMs))}`;

/** The notification's meaning, or null for anything else (an older process's payload, a stray notify). */
export function parseProgress(payload: string | null | undefined): Progress | null {
  if (!payload) return null;
  if (payload.startsWith(FAILING)) return { kind: 'failing', name: payload.slice(FAILING.length) };
  if (payload.startsWith(BUSY)) {
    const busy = /^([a-z_]+):(\d+)$/.exec(payload.slice(BUSY.length));
    return busy?.[1] && busy[2] ? { kind: 'busy', name: busy[1], forMs: Number(busy[2]) } : null;
  }
  const skipped = payload.startsWith(SKIPPED);
  const m = /^([a-z_]+)@(.+)$/s.exec(skipped ? payload.slice(SKIPPED.length) : payload);
  if (!m?.[1] || !m[2]) return null;
  try {
    return { kind: skipped ? 'skipped' : 'applied', name: m[1], position: positionFromString(m[2]) };
  } catch {
    return null;
  }
}
