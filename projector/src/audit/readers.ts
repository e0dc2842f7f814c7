import type { Kysely, Selectable } from 'kysely';
import type { EventStore } from '@inkpace/infra/event-store';
import { inCurrentShape } from '@inkpace/contracts/events/registry';
import { auditDiff } from '@inkpace/contracts/rules/audit';
import { ADMIN_DETAIL_EVENTS_MAX, HISTORY_PAGE_SIZE, type AuditEvent, type HistoryItem, type HistoryPage, type HistoryQuery } from '@inkpace/contracts/api/admin';
import { addDays } from '@inkpace/contracts/rules/dates';
import type { ReadModels } from '../read-models.ts';
import type { AuditItemsTable } from './tables.ts';

/** What the audit read model tells administrators: a user's history, in Inkpace's shape and in the reference's. */
type Db = Kysely<ReadModels>;
/** The event log, for the events items point to (an item's position is its event's sequence). */
type Log = Pick<EventStore, 'readBySequence'>;
type Row = Selectable<AuditItemsTable>;

type Changes = HistoryItem['changes'];

/**
 * Each row's changes: stored, or (null: the event made its thing) every field the event set, worked out from the event
 * in the log as the projection would have (auditDiff against nothing), in one lookup by sequence for the whole page.
 */
async function changesOf(log: Log, rows: readonly Row[]): Promise<Map<string, Changes>> {
  const made = [...new Set(rows.filter((r) => r.changes === null).map((r) => String(r.position)))];
  const out = new Map<string, Changes>();
  if (made.length === 0) return out;
  for (const e of await log.readBySequence(made.map(BigInt))) {
    const { data } = inCurrentShape(e);
    out.set(String(e.sequence), auditDiff(e.type, data as Record<string, unknown>, {}).changes);
  }
  return out;
}

const changesFor = (r: Row, made: ReadonlyMap<string, Changes>): Changes => r.changes ?? made.get(String(r.position)) ?? {};

function toItem(r: Row, made: ReadonlyMap<string, Changes>): HistoryItem {
  return {
    id: String(r.position), at: r.created_at.toISOString(), type: r.event_type, kind: r.stream_kind as HistoryItem['kind'],
    streamId: r.stream_id, entityId: r.entity_id, parentId: r.parent_id, role: r.role,
    actor: {
      type: r.actor_type, userId: r.actor_user_id, username: r.actor_username,
      apiKey: r.api_key_id === null ? null : { id: r.api_key_id, name: r.api_key_name },
    },
    source: r.source, sessionId: r.session_id, correlationId: r.correlation_id, reason: r.reason, changes: changesFor(r, made), redacted: r.redacted,
  };
}

/** Newest first, a page at a time from `cursor` (the last page's last id), filtered by type, stream kind and UTC days. */
export async function userHistory(db: Db, log: Log, userId: number, query: HistoryQuery): Promise<HistoryPage> {
  let q = db.selectFrom('audit.items').selectAll().where('user_id', '=', userId);
  if (query.cursor !== undefined) q = q.where('position', '<', query.cursor);
  if (query.types?.length) q = q.where('event_type', 'in', query.types);
  if (query.kinds?.length) q = q.where('stream_kind', 'in', query.kinds);
  if (query.from !== undefined) q = q.where('created_at', '>=', new Date(`${query.from}T00:00:00Z`));
  if (query.to !== undefined) q = q.where('created_at', '<', new Date(`${addDays(query.to, 1)}T00:00:00Z`));
  const rows = await q.orderBy('position', 'desc').limit(HISTORY_PAGE_SIZE + 1).execute();
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const last = page.at(-1);
  const made = await changesOf(log, page);
  return { items: page.map((r) => toItem(r, made)), nextCursor: rows.length > HISTORY_PAGE_SIZE && last ? String(last.position) : null };
}

/**
 * The reference's audit events: agentId is the acting user (-1 the system, 0 nobody signed in), patientId the thing
 * acted on, goalId a member's or team's board, auxInfo the rest as JSON text (source, key, reason, changes).
 */
export async function userAuditEvents(db: Db, log: Log, userId: number): Promise<AuditEvent[]> {
  const rows = await db.selectFrom('audit.items').selectAll().where('user_id', '=', userId)
    .orderBy('position', 'desc').limit(ADMIN_DETAIL_EVENTS_MAX).execute();
  const made = await changesOf(log, rows);
  return rows.map((r) => ({
    id: Number(r.position), sessionId: r.session_id, createdAt: r.created_at.toISOString(), eventType: r.event_type,
    agentId: r.actor_user_id ?? (r.actor_type === 'system' ? -1 : 0), patientId: r.entity_id, goalId: r.parent_id,
    auxInfo: JSON.stringify({
      source: r.source, actorType: r.actor_type, ...(r.api_key_name === null ? {} : { apiKey: r.api_key_name }),
      ...(r.reason === null ? {} : { reason: r.reason }), correlationId: r.correlation_id, changes: changesFor(r, made),
    }),
  }));
}
