import type { Kysely, Selectable } from 'kysely';
import { ADMIN_DETAIL_EVENTS_MAX, HISTORY_PAGE_SIZE, type AuditEvent, type HistoryItem, type HistoryPage, type HistoryQuery } from '@inkpace/contracts/api/admin';
import { addDays } from '@inkpace/contracts/rules/dates';
import type { ReadModels } from '../read-models.ts';
import type { AuditItemsTable } from './tables.ts';

/** What the audit read model tells administrators: a user's history, in Inkpace's shape and in the reference's. */
type Db = Kysely<ReadModels>;
type Row = Selectable<AuditItemsTable>;

function toItem(r: Row): HistoryItem {
  return {
    id: String(r.position), at: r.created_at.toISOString(), type: r.event_type, kind: r.stream_kind as HistoryItem['kind'],
    streamId: r.stream_id, entityId: r.entity_id, parentId: r.parent_id, role: r.role,
    actor: {
      type: r.actor_type, userId: r.actor_user_id, username: r.actor_username,
      apiKey: r.api_key_id === null ? null : { id: r.api_key_id, name: r.api_key_name },
    },
    source: r.source, sessionId: r.session_id, correlationId: r.correlation_id, reason: r.reason, changes: r.changes, redacted: r.redacted,
  };
}

/** Newest first, a page at a time from `cursor` (the last page's last id), filtered by type, stream kind and UTC days. */
export async function userHistory(db: Db, userId: number, query: HistoryQuery): Promise<HistoryPage> {
  let q = db.selectFrom('audit.items').selectAll().where('user_id', '=', userId);
  if (query.cursor !== undefined) q = q.where('position', '<', query.cursor);
  if (query.types?.length) q = q.where('event_type', 'in', query.types);
  if (query.kinds?.length) q = q.where('stream_kind', 'in', query.kinds);
  if (query.from !== undefined) q = q.where('created_at', '>=', new Date(`${query.from}T00:00:00Z`));
  if (query.to !== undefined) q = q.where('created_at', '<', new Date(`${addDays(query.to, 1)}T00:00:00Z`));
  const rows = await q.orderBy('position', 'desc').limit(HISTORY_PAGE_SIZE + 1).execute();
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const last = page.at(-1);
  return { items: page.map(toItem), nextCursor: rows.length > HISTORY_PAGE_SIZE && last ? String(last.position) : null };
}

/**
 * The reference's audit events: agentId is the acting user (-1 the system, 0 nobody signed in), patientId the thing
 * acted on, goalId a member's or team's board, auxInfo the rest as JSON text (source, key, reason, changes).
 */
export async function userAuditEvents(db: Db, userId: number): Promise<AuditEvent[]> {
  const rows = await db.selectFrom('audit.items').selectAll().where('user_id', '=', userId)
    .orderBy('position', 'desc').limit(ADMIN_DETAIL_EVENTS_MAX).execute();
  return rows.map((r) => ({
    id: Number(r.position), sessionId: r.session_id, createdAt: r.created_at.toISOString(), eventType: r.event_type,
    agentId: r.actor_user_id ?? (r.actor_type === 'system' ? -1 : 0), patientId: r.entity_id, goalId: r.parent_id,
    auxInfo: JSON.stringify({
      source: r.source, actorType: r.actor_type, ...(r.api_key_name === null ? {} : { apiKey: r.api_key_name }),
      ...(r.reason === null ? {} : { reason: r.reason }), correlationId: r.correlation_id, changes: r.changes,
    }),
  }));
}
