/**
 * The audit trail's rules: which kind of stream an event is on, through what it came (source), which fields of its
 * data may be shown (never a secret), and what changed (before → after). The audit projection stores what these
 * say; the admin history shows it.
 */
import { defaultUserSettings } from '../api/account.ts';

/** The streams a user's history is made of (username reservations and anonymous reset asks are not part of it). */
export const AUDIT_STREAM_KINDS = ['user', 'session', 'apikey', 'project', 'tally', 'tag', 'goal', 'leaderboard', 'banner'] as const;
export type AuditStreamKind = (typeof AUDIT_STREAM_KINDS)[number];

export const AUDIT_SOURCES = ['web', 'api-key', 'worker', 'cli'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

export const AUDIT_ACTOR_TYPES = ['user', 'admin', 'system', 'anonymous'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** `project-<uuid>` → `project`; null for streams that are not part of a history. */
export function auditStreamKind(streamId: string): AuditStreamKind | null {
  const kind = streamId.slice(0, Math.max(0, streamId.indexOf('-')));
  return (AUDIT_STREAM_KINDS as readonly string[]).includes(kind) ? (kind as AuditStreamKind) : null;
}

/** What the metadata says about how a command arrived (command-api/src/pipeline/meta.ts writes it). */
export interface AuditMeta {
  actor: { type: AuditActorType; id?: string | undefined };
  apiKeyId?: number | undefined;
  causationId?: string | undefined;
}

/**
 * An API key's commands come with its id; the system's with a causation: `cli-…` from the command line (meta of
 * infra/src/run/cli.ts), anything else from a job. Every other command came through the web app's session.
 */
export function auditSource(meta: AuditMeta): AuditSource {
  if (meta.apiKeyId !== undefined) return 'api-key';
  if (meta.actor.type === 'system') return meta.causationId?.startsWith('cli-') ? 'cli' : 'worker';
  return 'web';
}

/**
 * Keys whose values are secrets or lead to one: password hashes, token hashes (sessions, API keys, links), link
 * request ids (a link's token is derived from its request id), and session ids other than the caller's own.
 */
const SECRET_KEY = /password|hash|token|secret|requestid|keepsessionid/i;
// Remembered per key: events name few keys and a rebuild asks about each of them millions of times. Bounded, since
// nested values (a goal's parameters) could bring keys without end.
const secretKeys = new Map<string, boolean>();
export function isSecretKey(key: string): boolean {
  let secret = secretKeys.get(key);
  if (secret === undefined) {
    secret = SECRET_KEY.test(key);
    if (secretKeys.size < 1_000) secretKeys.set(key, secret);
  }
  return secret;
}

/** Keys that name things rather than describe them: they go into the item's ids, not into its changes. */
const IDENTITY_KEYS = new Set(['id', 'uuid', 'ownerId', 'ownerUuid', 'userId', 'userUuid', 'memberId', 'memberUuid', 'teamId', 'teamUuid', 'previous']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type AuditFields = Record<string, Json>;
export interface AuditChange { from: Json; to: Json }

/** The event's data without any secret, at any depth. */
export function withoutSecrets(value: unknown): Json {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([k]) => !isSecretKey(k)).map(([k, v]) => [k, withoutSecrets(v)]));
  }
  return value === undefined ? null : (value as Json);
}

/** Events that end a thing or bring it back, and the state they leave it in (the data of most of them holds only an id). */
const STATE_AFTER: Record<string, string> = {
  ProjectDeleted: 'deleted', TallyDeleted: 'deleted', TagDeleted: 'deleted', GoalDeleted: 'deleted', LeaderboardDeleted: 'deleted',
  TeamDeleted: 'deleted', ApiKeyDeleted: 'deleted', BannerDeleted: 'deleted', SessionEnded: 'ended', MemberLeft: 'left', MemberKicked: 'kicked',
  // A restore brings a deleted thing back: the history shows it going from deleted to active.
  ProjectRestored: 'active', TallyRestored: 'active', TagRestored: 'active', GoalRestored: 'active', LeaderboardRestored: 'active',
};

export interface AuditDiff {
  /** Field → before and after, for the fields this event changed. */
  changes: Record<string, AuditChange>;
  /** The fields as they are after the event (what the next event of the same thing is compared with). */
  after: AuditFields;
  /** Secret fields the event set, by name only (e.g. `passwordHash` on a password change). */
  redacted: string[];
}

/**
 * Whether two values would be written the same as JSON. Most are strings, numbers or null (every field of a thing the
 * event creates is compared with null), which need no serialising: a rebuild compares several per event.
 */
function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Events that carry the fields they change under `changes` (a writer's settings), with each field's value before it
 * was ever set: the history shows every setting as its own change from what it was (the default the first time),
 * rather than one `changes` field compared with the previous event's.
 */
const NESTED_CHANGES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = { SettingsChanged: defaultUserSettings };

/**
 * What an event changed in the thing it is about, given that thing's fields before it (empty: the event creates it,
 * which starts it `active`). Only the fields whose value differs are changes.
 */
export function auditDiff(type: string, data: Readonly<Record<string, unknown>>, before: Readonly<AuditFields>): AuditDiff {
  const created = Object.keys(before).length === 0;
  const set: AuditFields = {};
  const redacted: string[] = [];
  const unset = NESTED_CHANGES[type];
  const nested = unset !== undefined && isRecord(data.changes) ? data.changes : null;
  const fields = nested ?? data;
  for (const key in fields) {
    const value = fields[key];
    if (isSecretKey(key)) redacted.push(key);
    else if (!IDENTITY_KEYS.has(key) && value !== undefined) set[key] = withoutSecrets(value);
  }
  if (created && !('state' in set)) set.state = 'active';
  const ending = STATE_AFTER[type];
  if (ending) set.state = ending;
  const changes: Record<string, AuditChange> = {};
  const after: AuditFields = { ...before };
  for (const key in set) {
    const to = set[key] ?? null;
    const from = before[key] ?? (nested ? withoutSecrets(unset?.[key]) : null);
    if (!sameJson(from, to)) changes[key] = { from, to };
    after[key] = to;
  }
  return { changes, after, redacted };
}
