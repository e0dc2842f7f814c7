import type { AuditChange, AuditFields } from '@inkpace/contracts/rules/audit';
import { col, indexesAfterReplayOf, setupOf, table, type RowOf, type TablesOf } from '../runtime/table.ts';

export const auditTables = {
  /**
   * One row per event and user it concerns: the owner of the stream it is on, the member a board event is about,
   * and whoever acted (an admin's actions are in their own history too). Never a secret (contracts/rules/audit.ts).
   */
  items: table({
    user_id: col.integer(),
    /** The event's global position: its id, and the history's order and cursor. */
    position: col.bigint(),
    created_at: col.timestamptz(),
    event_type: col.text(),
    stream_id: col.text(),
    stream_kind: col.text(),
    /** The thing the event is about (user, project, entry, member, team…), and the board of a member or team. */
    entity_id: col.integer().orNull(),
    parent_id: col.integer().orNull(),
    /** self: they acted on their own things; subject: someone else acted on them; actor: they acted on another's. */
    role: col.text<'self' | 'subject' | 'actor'>(),
    actor_type: col.text<'user' | 'admin' | 'system' | 'anonymous'>(),
    actor_user_id: col.integer().orNull(),
    actor_username: col.text().orNull(),
    api_key_id: col.integer().orNull(),
    api_key_name: col.text().orNull(),
    source: col.text<'web' | 'api-key' | 'worker' | 'cli'>(),
    session_id: col.text().orNull(),
    correlation_id: col.text().orNull(),
    reason: col.text().orNull(),
    /**
     * Null when the event made the thing it is about (nothing known of it before): what changed is then every field it
     * set, which the readers work out from the event itself (readers.ts). Most rows are such (an entry logged), and
     * storing those diffs took a quarter of the audit trail's replay (2.1 of 8 s for 300,000 events).
     */
    changes: col.jsonb<Record<string, AuditChange>>().orNull(),
    redacted: col.texts(),
  }, {
    primaryKey: ['user_id', 'position'],
    indexes: {
      items_user_kind: '(user_id, stream_kind, position desc)',
      items_user_type: '(user_id, event_type, position desc)',
      // A date range alone: without it a range far back walked the user's whole history to find its page.
      items_user_time: '(user_id, created_at, position)',
    },
    // The projection only inserts items; the history reads them.
    writeOnly: true,
  }),
  /** What the projection knows of each stream: whose it is, its entity's id, and its things' fields (for before → after). */
  streams: table({
    stream_id: col.text().primaryKey(),
    owner_id: col.integer().orNull(),
    entity_id: col.integer().orNull(),
    /** Per thing on the stream (`self`, `member:<id>`, `team:<id>`): its fields as of the last event. */
    fields: col.jsonb<Record<string, AuditFields>>(),
  }),
  /** Users by uuid (metadata names actors by uuid), with their name at the time. */
  users: table({ uuid: col.uuid().primaryKey(), id: col.integer().unique(), username: col.text() }),
  /** API keys' names, so an item says which key acted. */
  api_keys: table({ id: col.integer().primaryKey(), name: col.text() }),
  /** Board members' users, so an event about a member lands in that user's history. */
  members: table({ member_id: col.integer().primaryKey(), user_id: col.integer() }),
};

export type AuditTables = TablesOf<typeof auditTables>;
export const auditSetup = setupOf(auditTables);
export const auditIndexesAfterReplay = indexesAfterReplayOf(auditTables);
export type AuditItemsTable = RowOf<typeof auditTables.items>;
