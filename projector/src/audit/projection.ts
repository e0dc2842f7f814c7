import type { Kysely } from 'kysely';
import { eventMetadata } from '@inkpace/contracts/events/event';
import { auditDiff, auditSource, auditStreamKind, type AuditFields } from '@inkpace/contracts/rules/audit';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import type { Projection } from '../runtime/projection.ts';
import { auditSetup, type AuditTables } from './tables.ts';

type Trx = Kysely<AuditTables>;
type Data = Readonly<Record<string, unknown>>;

const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Which thing on the stream an event is about: a board's member or team, or the stream's own entity. */
function thingKey(data: Data): string {
  const member = int(data.memberId);
  if (member !== null) return `member:${member}`;
  const team = int(data.teamId);
  return team !== null && !('memberId' in data) ? `team:${team}` : 'self';
}

/** The user whose stream it is, from its first event (a user's own stream: the user it signs up). */
const firstOwner = (kind: string, data: Data): number | null =>
  int(data.ownerId) ?? int(data.userId) ?? (kind === 'user' ? int(data.id) : null);

/** Keeps the lookups the items need: users by uuid, API keys' names, members' users. */
async function remember(trx: Trx, type: string, data: Data): Promise<void> {
  if (type === 'UserSignedUp') {
    await trx.insertInto('users').values({ uuid: String(data.uuid), id: Number(data.id), username: String(data.username) }).execute();
  } else if (type === 'ApiKeyCreated') {
    await trx.insertInto('api_keys').values({ id: Number(data.id), name: String(data.name) }).execute();
  } else if (type === 'MemberJoined') {
    await trx.insertInto('members').values({ member_id: Number(data.memberId), user_id: Number(data.userId) })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ user_id: Number(data.userId) })).execute();
  }
}

async function apply(trx: Trx, event: RecordedEvent): Promise<void> {
  const kind = auditStreamKind(event.streamId);
  if (!kind) return;
  const meta = eventMetadata.safeParse(event.metadata);
  if (!meta.success) return; // not written by our command pipeline (another tool's event): nothing to attribute it to
  const data = event.data as Data;
  await remember(trx, event.type, data);

  const stream = await trx.selectFrom('streams').selectAll().where('stream_id', '=', event.streamId).executeTakeFirst();
  const owner = stream ? stream.owner_id : firstOwner(kind, data);
  const key = thingKey(data);
  const things = stream?.fields ?? {};
  const diff = auditDiff(event.type, data, things[key] ?? {});
  const fields: Record<string, AuditFields> = { ...things, [key]: diff.after };
  const entityId = stream?.entity_id ?? int(data.id);
  if (stream) await trx.updateTable('streams').set({ fields: JSON.stringify(fields) }).where('stream_id', '=', event.streamId).execute();
  else await trx.insertInto('streams').values({ stream_id: event.streamId, owner_id: owner, entity_id: entityId, fields: JSON.stringify(fields) }).execute();

  const m = meta.data;
  const actor = m.actor.id && (m.actor.type === 'user' || m.actor.type === 'admin')
    ? await trx.selectFrom('users').select(['id', 'username']).where('uuid', '=', m.actor.id).executeTakeFirst() : undefined;
  const memberId = int(data.memberId);
  const member = int(data.userId) ?? (memberId === null ? null
    : (await trx.selectFrom('members').select('user_id').where('member_id', '=', memberId).executeTakeFirst())?.user_id ?? null);
  const subjects = [owner, kind === 'leaderboard' ? member : null].filter((u): u is number => u !== null);
  const concerned = [...new Set([...subjects, ...(actor ? [actor.id] : [])])];
  if (concerned.length === 0) return;

  const apiKey = m.apiKeyId === undefined ? undefined
    : await trx.selectFrom('api_keys').select('name').where('id', '=', m.apiKeyId).executeTakeFirst();
  const thingId = key === 'self' ? (kind === 'leaderboard' ? entityId : int(data.id) ?? entityId) : Number(key.split(':')[1]);
  const common = {
    position: event.position.globalPosition.toString(), created_at: event.createdAt, event_type: event.type, stream_id: event.streamId,
    stream_kind: kind, entity_id: thingId, parent_id: key === 'self' ? null : entityId,
    actor_type: m.actor.type, actor_user_id: actor?.id ?? null, actor_username: actor?.username ?? null,
    api_key_id: m.apiKeyId ?? null, api_key_name: apiKey?.name ?? null, source: auditSource(m),
    session_id: m.sessionId ?? null, correlation_id: m.correlationId ?? null, reason: m.reason ?? str(data.reason),
    changes: JSON.stringify(diff.changes), redacted: diff.redacted,
  };
  await trx.insertInto('items').values(concerned.map((userId) => ({
    ...common, user_id: userId,
    role: userId === actor?.id ? (subjects.includes(userId) ? 'self' as const : 'actor' as const) : 'subject' as const,
  }))).execute();
  if (event.type === 'UsernameChanged' && owner !== null) {
    await trx.updateTable('users').set({ username: String(data.username) }).where('id', '=', owner).execute();
  }
}

export const auditProjection: Projection<AuditTables> = {
  name: 'audit',
  version: 1,
  setup: auditSetup,
  handle: apply,
  streams: ['user-', 'session-', 'apikey-', 'project-', 'tally-', 'tag-', 'goal-', 'leaderboard-', 'banner-'],
  // Writers never read their own history: only commands on accounts (an admin's action, then their look at the
  // user's history) wait for it, so entries, projects and boards answer as fast as before.
  awaitedStreams: ['user-'],
};
