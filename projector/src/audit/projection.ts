import { sql, type Kysely, type RawBuilder } from 'kysely';
import { eventMetadata } from '@inkpace/contracts/events/event';
import { auditDiff, auditSource, auditStreamKind, type AuditDiff, type AuditFields } from '@inkpace/contracts/rules/audit';
import { inCurrentShape } from '@inkpace/contracts/events/registry';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import type { Projection, StreamHistories } from '../runtime/projection.ts';
import { bulkInsert, writeTogether, type BulkRow } from '../runtime/table.ts';
import type { CopyRows } from '../runtime/copy-rows.ts';
import { auditIndexesAfterReplay, auditSetup, auditTables, type AuditTables } from './tables.ts';

type Trx = Kysely<AuditTables>;
type Data = Readonly<Record<string, unknown>>;
type Item = BulkRow<typeof auditTables.items>;
interface StreamState { owner: number | null; entity: number | null; fields: Record<string, AuditFields> }

const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Which thing on the stream an event is about: a board's member or team, or the stream's own entity. */
function thingKey(data: Data): string {
  const member = int(data.memberId);
  if (member !== null) return `member:${member}`;
  const team = int(data.teamId);
  return team !== null ? `team:${team}` : 'self';
}

/** The user whose stream it is, from its first event (a user's own stream: the user it signs up). */
const firstOwner = (kind: string, data: Data): number | null =>
  int(data.ownerId) ?? int(data.userId) ?? (kind === 'user' ? int(data.id) : null);

const newStream = (kind: string, data: Data): StreamState => ({ owner: firstOwner(kind, data), entity: int(data.id), fields: {} });

/**
 * What an event changed in the thing it is about on its stream (`made`: nothing was known of the thing before, so the
 * diff follows from the event alone), and the stream as it is after it.
 */
function evolveStream(stream: StreamState, type: string, data: Data): { key: string; diff: AuditDiff; made: boolean; after: StreamState } {
  const key = thingKey(data);
  const before = stream.fields[key] ?? {};
  const diff = auditDiff(type, data, before);
  // Copied, then set: a spread with a computed key costs several times as much, once per event of a rebuild.
  const fields = { ...stream.fields };
  fields[key] = diff.after;
  return { key, diff, made: Object.keys(before).length === 0, after: { owner: stream.owner, entity: stream.entity, fields } };
}

/**
 * Entries' streams keep no row in `streams`: a log holds one stream per entry (most of a rebuild's rows, and of an
 * import's writes), while an entry has a few events and is seldom edited. What an edit or a deletion is compared with
 * is folded from the entry's earlier events in the log instead, as the row would have been.
 */
const FOLDED_FROM_LOG: ReadonlySet<string> = new Set(['tally']);

/** The streams (of kinds folded from the log) as they were before `before` (stream → its first revision in this run). */
async function foldFromLog(log: StreamHistories | null, before: ReadonlyMap<string, number>): Promise<Map<string, StreamState>> {
  const folded = new Map<string, StreamState>();
  if (before.size === 0) return folded;
  if (!log) throw new Error('The audit projection folds entries from the event log: run it through the projector runtime (withLog)');
  for (const [streamId, history] of await log.readStreams([...before.keys()])) {
    const kind = auditStreamKind(streamId);
    if (!kind) continue;
    for (const event of history) {
      if (event.revision >= (before.get(streamId) ?? 0)) break;
      // The same events applyBatch takes: ours (with metadata), in today's shape.
      if (!eventMetadata.safeParse(event.metadata).success) continue;
      const { data } = inCurrentShape(event);
      const stream = folded.get(streamId) ?? newStream(kind, data as Data);
      folded.set(streamId, evolveStream(stream, event.type, data as Data).after);
    }
  }
  return folded;
}

/**
 * From this many items on (an import's batch, a rebuild's), they are COPYed, which takes one more round trip but a
 * fraction of the database's time per row (see copy-rows.ts); fewer go with the batch's other writes in one statement.
 */
const COPY_FROM = 200;

/**
 * A run of events at a time: what the items need (streams' owners and fields, actors by uuid, keys' names, members'
 * users) is loaded in one query each, the events are then gone through in order in memory, and everything is
 * written back in a few statements. `handle` is the same for one event, so live and rebuilt rows are identical.
 */
async function applyBatch(trx: Trx, log: StreamHistories | null, batch: readonly RecordedEvent[], copy?: CopyRows): Promise<void> {
  const events = batch.flatMap((event) => {
    const kind = auditStreamKind(event.streamId);
    const meta = kind ? eventMetadata.safeParse(event.metadata) : null;
    // Events not written by our command pipeline (another tool's) have no one to attribute them to.
    return kind && meta?.success ? [{ event, kind, meta: meta.data, data: event.data as Data }] : [];
  });
  if (events.length === 0) return;
  const streamIds = [...new Set(events.map((e) => e.event.streamId))];
  // A stream whose first event in this run is its very first cannot have a row yet: only the others are looked up
  // (a run of new entries, the bulk of any log, then reads nothing).
  const firstSeen = new Map<string, number>();
  for (const { event } of events) if (!firstSeen.has(event.streamId)) firstSeen.set(event.streamId, event.revision);
  const seenBefore = streamIds.filter((id) => (firstSeen.get(id) ?? 1) > 0);
  const fromLog = (id: string) => FOLDED_FROM_LOG.has(auditStreamKind(id) ?? '');
  const known = seenBefore.filter((id) => !fromLog(id));
  const folding = new Map(seenBefore.filter(fromLog).map((id) => [id, firstSeen.get(id) ?? 0]));
  const uuids = [...new Set(events.flatMap((e) => (e.meta.actor.id ? [e.meta.actor.id] : [])))];
  const keyIds = [...new Set(events.flatMap((e) => (e.meta.apiKeyId === undefined ? [] : [e.meta.apiKeyId])))];
  const memberIds = [...new Set(events.flatMap((e) => { const m = int(e.data.memberId); return m === null ? [] : [m]; }))];
  const [streamRows, folded, userRows, keyRows, memberRows] = await Promise.all([
    known.length ? trx.selectFrom('streams').selectAll().where(sql<boolean>`stream_id = any(${known}::text[])`).execute() : [],
    foldFromLog(log, folding),
    uuids.length ? trx.selectFrom('users').selectAll().where('uuid', 'in', uuids).execute() : [],
    keyIds.length ? trx.selectFrom('api_keys').selectAll().where('id', 'in', keyIds).execute() : [],
    memberIds.length ? trx.selectFrom('members').selectAll().where('member_id', 'in', memberIds).execute() : [],
  ]);
  const streams = new Map<string, StreamState>(streamRows.map((r) => [r.stream_id, { owner: r.owner_id, entity: r.entity_id, fields: r.fields }]));
  for (const [id, stream] of folded) streams.set(id, stream);
  const users = new Map(userRows.map((r) => [r.uuid, { id: r.id, username: r.username }]));
  const keys = new Map(keyRows.map((r) => [r.id, r.name]));
  const members = new Map(memberRows.map((r) => [r.member_id, r.user_id]));
  const changedUsers = new Set<string>();
  const newKeys = new Map<number, string>();
  const changedMembers = new Set<number>();
  const items: Item[] = [];

  for (const { event, kind, meta, data } of events) {
    if (event.type === 'UserSignedUp') {
      users.set(String(data.uuid), { id: Number(data.id), username: String(data.username) });
      changedUsers.add(String(data.uuid));
    } else if (event.type === 'UsernameChanged' && kind === 'user') {
      const uuid = event.streamId.slice('user-'.length);
      const user = users.get(uuid) ?? (await trx.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirst());
      if (user) { users.set(uuid, { id: user.id, username: String(data.username) }); changedUsers.add(uuid); }
    } else if (event.type === 'ApiKeyCreated') {
      keys.set(Number(data.id), String(data.name));
      newKeys.set(Number(data.id), String(data.name));
    } else if (event.type === 'MemberJoined') {
      members.set(Number(data.memberId), Number(data.userId));
      changedMembers.add(Number(data.memberId));
    }

    const stream = streams.get(event.streamId) ?? newStream(kind, data);
    const { key, diff, made, after } = evolveStream(stream, event.type, data);
    streams.set(event.streamId, after);

    const actor = meta.actor.id && (meta.actor.type === 'user' || meta.actor.type === 'admin') ? users.get(meta.actor.id) : undefined;
    const memberId = int(data.memberId);
    const member = int(data.userId) ?? (memberId === null ? null : members.get(memberId) ?? null);
    const subjects = [stream.owner, kind === 'leaderboard' ? member : null].filter((u): u is number => u !== null);
    const concerned = [...new Set([...subjects, ...(actor ? [actor.id] : [])])];
    const thingId = key === 'self' ? (kind === 'leaderboard' ? stream.entity : int(data.id) ?? stream.entity) : Number(key.split(':')[1]);
    for (const userId of concerned) {
      items.push({
        user_id: userId, position: event.sequence.toString(), created_at: event.createdAt, event_type: event.type,
        stream_id: event.streamId, stream_kind: kind, entity_id: thingId, parent_id: key === 'self' ? null : stream.entity,
        role: userId === actor?.id ? (subjects.includes(userId) ? 'self' : 'actor') : 'subject',
        actor_type: meta.actor.type, actor_user_id: actor?.id ?? null, actor_username: actor?.username ?? null,
        api_key_id: meta.apiKeyId ?? null, api_key_name: meta.apiKeyId === undefined ? null : keys.get(meta.apiKeyId) ?? null,
        source: auditSource(meta), session_id: meta.sessionId ?? null, correlation_id: meta.correlationId ?? null,
        reason: meta.reason ?? str(data.reason), changes: made ? null : diff.changes, redacted: diff.redacted,
      });
    }
  }

  // Every write in one statement: the batch holds a transaction id (which holds back the log's readers, see the
  // projector's batchLock) only from here to its commit.
  const writes: RawBuilder<unknown>[] = [];
  const userValues = [...changedUsers].flatMap((uuid) => { const u = users.get(uuid); return u ? [{ uuid, id: u.id, username: u.username }] : []; });
  if (userValues.length) writes.push(bulkInsert('users', auditTables.users, userValues, sql`on conflict (uuid) do update set username = excluded.username`));
  if (newKeys.size) writes.push(bulkInsert('api_keys', auditTables.api_keys, [...newKeys].map(([id, name]) => ({ id, name }))));
  if (changedMembers.size) {
    writes.push(bulkInsert('members', auditTables.members, [...changedMembers].map((m) => ({ member_id: m, user_id: members.get(m) ?? 0 })),
      sql`on conflict (member_id) do update set user_id = excluded.user_id`));
  }
  const streamRow = (id: string) => {
    const s = streams.get(id);
    return s ? [{ stream_id: id, owner_id: s.owner, entity_id: s.entity, fields: s.fields }] : [];
  };
  // A stream whose very first event is in this run has no row yet: a plain insert, cheaper than an upsert (and most
  // of a rebuild's streams are such, one per entry). The two touch different rows of the table.
  const knownSet = new Set(known);
  const fresh = streamIds.filter((id) => !knownSet.has(id) && !fromLog(id));
  if (fresh.length) writes.push(bulkInsert('streams', auditTables.streams, fresh.flatMap(streamRow)));
  if (known.length) writes.push(bulkInsert('streams', auditTables.streams, known.flatMap(streamRow), sql`on conflict (stream_id) do update set fields = excluded.fields`));
  const byCopy = copy !== undefined && items.length >= COPY_FROM;
  if (items.length > 0 && !byCopy) writes.push(bulkInsert('items', auditTables.items, items));
  await writeTogether(trx, writes);
  if (byCopy) await copy('items', auditTables.items, items);
}

/** The audit projection, reading entries' earlier events through `log` (null until the runtime gives it: withLog). */
const auditProjectionWith = (log: StreamHistories | null): Projection<AuditTables> => ({
  name: 'audit',
  // 2: an index for date ranges (items_user_time). 3: entries' streams have no row in `streams` (FOLDED_FROM_LOG), and
  // an item of an event that made its thing keeps no changes (the readers work them out from the event). 4: a
  // settings change is a change of each setting it holds (from its previous value or default), not of `changes`.
  version: 4,
  setup: auditSetup,
  indexesAfterReplay: auditIndexesAfterReplay,
  handle: (trx, event) => applyBatch(trx, log, [event]),
  handleBatch: (trx, events, copy) => applyBatch(trx, log, events, copy),
  withLog: auditProjectionWith,
  streams: ['user-', 'session-', 'apikey-', 'project-', 'tally-', 'tag-', 'goal-', 'leaderboard-', 'banner-'],
  // No command's answer is read from it, so none waits for it: entries, projects and boards answer as fast as
  // before, and an admin's history page shows an action a moment after it. (Awaited on user streams, a mail job's
  // wait stalled 30 s on the shared Redis in workers/src/suspension.test.ts, most likely another installation taking
  // the job, which main fixed since (BullMQ keys carry the installation's tag): ['user-'] can be tried again.)
  priority: 'background',
});

export const auditProjection = auditProjectionWith(null);
