import { sql, type Kysely } from 'kysely';
import { positionToString, type EventStore } from '@inkpace/infra/event-store';
import { formatEta, rebuildFigures, rebuildStatus } from '@inkpace/contracts/rules/rebuild-progress';
import { leaderProcesses } from './leader.ts';
import { readRebuilds, type RebuildRecord } from './rebuild-records.ts';
import { lockKey, type AnyProjection } from './schema.ts';
import { rowToPosition } from './checkpoints.ts';
import type { ProjectionStatusItem } from '@inkpace/contracts/api/admin-projections';

/** Where one projection stands, for `projections status`. */
export interface ProjectionStatus {
  name: string;
  /** The version the running code builds, and the version whose tables are live (null before first start). */
  codeVersion: number;
  liveVersion: number | null;
  /** The checkpoint, as the event store's position text. */
  position: string | null;
  /** Events stored after the checkpoint. */
  behind: number | null;
  failure: {
    /** The failing event's sequence number (see RecordedEvent.sequence). */
    position: string;
    streamId: string;
    eventType: string;
    error: string;
    attempts: number;
    since: Date;
    nextRetryAt: Date;
  } | null;
  /** The process leading (applying) the projection, and since when its session exists; null when none does. */
  leader: { process: string; since: Date } | null;
  /** The latest rebuild, whoever started it. */
  rebuild: RebuildRecord | null;
}

interface Row {
  name: string;
  version: number;
  position: string;
  f_position: string | null;
  stream_id: string | null;
  event_type: string | null;
  error: string | null;
  attempts: number | null;
  first_failed_at: Date | null;
  next_retry_at: Date | null;
}

export async function projectionStatus<DB>(
  db: Kysely<DB>,
  log: Pick<EventStore, 'countAfter'>,
  projections: readonly AnyProjection[],
): Promise<ProjectionStatus[]> {
  const res = await sql<Row>`
    select c.name, c.version, c.position, f.event_sequence::text as f_position, f.stream_id, f.event_type, f.error, f.attempts, f.first_failed_at, f.next_retry_at
    from projection_checkpoints c left join projection_failures f on f.name = c.name`.execute(db);
  const rows = new Map(res.rows.map((r) => [r.name, r]));
  const behind = new Map(await Promise.all(res.rows.map(async (r) => [r.name, await log.countAfter(rowToPosition(r))] as const)));
  const leaders = await leaderProcesses(db);
  const rebuilds = new Map((await readRebuilds(db)).map((r) => [r.name, r]));
  return projections.map((p) => {
    const r = rows.get(p.name);
    // The failure's columns are all set or all null (one left-joined row).
    const failed = r?.f_position ? r : null;
    return {
      name: p.name,
      codeVersion: p.version,
      liveVersion: r?.version ?? null,
      position: r ? positionToString(rowToPosition(r)) : null,
      behind: behind.get(p.name) ?? null,
      failure: failed ? {
        position: failed.f_position ?? '', streamId: failed.stream_id ?? '', eventType: failed.event_type ?? '',
        error: failed.error ?? '', attempts: failed.attempts ?? 0, since: failed.first_failed_at ?? new Date(0),
        nextRetryAt: failed.next_retry_at ?? new Date(0),
      } : null,
      leader: leaders.get(lockKey('leader', p.name)) ?? null,
      rebuild: rebuilds.get(p.name) ?? null,
    };
  });
}

/** The status as lines for a terminal: one per projection, and the failure under a failing one. */
export function formatStatus(rows: readonly ProjectionStatus[], now = new Date()): string {
  return rows.map((s) => {
    const version = s.liveVersion === null ? `v${s.codeVersion} (not created yet)`
      : s.liveVersion === s.codeVersion ? `v${s.codeVersion}` : `v${s.liveVersion} live, v${s.codeVersion} to build (rebuild pending)`;
    const behind = s.behind === null ? '' : `, ${s.behind} events behind`;
    const leader = s.leader ? `, led by ${s.leader.process}` : ', no leader running';
    const head = `${s.name}: ${s.failure ? 'FAILING' : 'ok'}, ${version}, at ${s.position === null || s.position === '' ? '-' : s.position}${behind}${leader}${rebuildText(s.rebuild, now)}`;
    if (!s.failure) return head;
    const f = s.failure;
    return `${head}\n  stopped by event ${f.position} (${f.eventType} on ${f.streamId}) since ${f.since.toISOString()}, ` +
      `${f.attempts} attempts, next at ${f.nextRetryAt.toISOString()}\n  error: ${f.error}`;
  }).join('\n');
}

function rebuildText(r: RebuildRecord | null, now: Date): string {
  if (!r) return '';
  const status = rebuildStatus(r.state, r.heartbeatAt, now);
  if (status === 'running') {
    const f = rebuildFigures(r.applied, r.total, now.getTime() - (r.startedAt ?? now).getTime());
    const rate = f.eventsPerSecond === null ? '' : `, ${Math.round(f.eventsPerSecond)} events/s`;
    const eta = f.etaSeconds === null ? '' : `, about ${formatEta(f.etaSeconds)} left`;
    return `; rebuilding (${r.origin}) ${f.percent} %${rate}${eta}`;
  }
  const when = (r.finishedAt ?? r.requestedAt).toISOString();
  if (status === 'failed') return `; last rebuild (${r.origin}) failed at ${when}: ${r.error ?? ''}`;
  if (status === 'interrupted') return `; last rebuild (${r.origin}) interrupted (${r.process ?? 'its process'} stopped)`;
  if (status === 'requested') return `; rebuild requested at ${when}`;
  return `; last rebuild (${r.origin}) done at ${when}`;
}

/** The status in the admin API's shape, with a running rebuild's figures as of `now`. */
export function toStatusItem(s: ProjectionStatus, now: Date): ProjectionStatusItem {
  const r = s.rebuild;
  return {
    name: s.name, codeVersion: s.codeVersion, liveVersion: s.liveVersion, position: s.position, behind: s.behind,
    leader: s.leader ? { process: s.leader.process, since: s.leader.since.toISOString() } : null,
    failure: s.failure ? { ...s.failure, since: s.failure.since.toISOString(), nextRetryAt: s.failure.nextRetryAt.toISOString() } : null,
    rebuild: r ? {
      status: rebuildStatus(r.state, r.heartbeatAt, now), origin: r.origin, requestedBy: r.requestedBy,
      requestedAt: r.requestedAt.toISOString(), startedAt: r.startedAt?.toISOString() ?? null, finishedAt: r.finishedAt?.toISOString() ?? null,
      process: r.process, applied: r.applied, total: r.total, error: r.error,
      ...rebuildFigures(r.applied, r.total, (r.finishedAt ?? now).getTime() - (r.startedAt ?? now).getTime(), r.state === 'done'),
    } : null,
  };
}
