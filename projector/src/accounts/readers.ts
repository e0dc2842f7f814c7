import { sql, type Kysely, type Selectable } from 'kysely';
import { defaultUserSettings, type User, type UserSettings } from '@inkpace/contracts/api/account';
import { sortApiKeys, type ApiKey } from '@inkpace/contracts/api/api-key';
import { usernameKey } from '@inkpace/contracts/api/fields';
import { RESET_LINK_TTL_MS, type AccountState } from '@inkpace/contracts/rules/account';
import type { ReadModels } from '../read-models.ts';
import type { View } from '../runtime/view.ts';
import type { UsersTable } from './tables.ts';

/**
 * What the accounts read models tell commands, queries and jobs: users (with their wire shape), one-time links and
 * API keys. Callers found by a secret are in callers.ts. No reader decides who may see what
 * (contracts/rules/access.ts does).
 */
type Db = Kysely<ReadModels>;

/**
 * A user as commands and jobs need them. Only `api` ever goes on the wire; the password hash is here for the
 * commands that check a password (login, change).
 */
export interface UserView {
  id: number;
  uuid: string;
  username: string;
  email: string;
  emailVerified: boolean;
  state: AccountState;
  isAdmin: boolean;
  passwordHash: string;
  /** When they signed up (the unverified-account suspension counts from it). */
  createdAt: Date;
  api: User;
}

export function toView(row: Selectable<UsersTable>): UserView {
  return {
    id: row.id, uuid: row.uuid, username: row.username, email: row.email, emailVerified: row.email_verified, state: row.state,
    isAdmin: row.is_admin, passwordHash: row.password_hash, createdAt: row.created_at,
    api: {
      id: row.id,
      uuid: row.uuid,
      state: row.state,
      username: row.username,
      displayName: row.display_name,
      email: row.email,
      isEmailVerified: row.email_verified,
      avatar: row.avatar,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      userSettings: { ...defaultUserSettings, ...(row.settings as Partial<UserSettings>) },
    },
  };
}

export async function userView(db: Db, by: { id: number } | { uuid: string }): Promise<UserView | null> {
  const q = db.selectFrom('accounts.users').selectAll();
  const row = await ('id' in by ? q.where('id', '=', by.id) : q.where('uuid', '=', by.uuid)).executeTakeFirst();
  return row ? toView(row) : null;
}

/** Usernames are unique ignoring case; a login or a reset names a user in any case. */
export async function userByUsername(db: Db, username: string): Promise<UserView | null> {
  const row = await db.selectFrom('accounts.users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();
  return row ? toView(row) : null;
}

/** Users due for the unverified-account check: active, unverified, signed up at or before `before`. */
export async function unverifiedSignedUpBefore(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('accounts.users')
    .select('uuid')
    .where('email_verified', '=', false)
    .where('state', '=', 'active')
    .where('created_at', '<=', before)
    .execute();
  return rows.map((r) => r.uuid);
}

/** Whose a one-time link is and which request made it. Whether it is still usable is the user aggregate's call. */
export interface LinkTokenView {
  userUuid: string;
  requestId: string;
}

export async function linkToken(db: Db, tokenHash: string, kind: 'verify' | 'reset'): Promise<LinkTokenView | null> {
  const row = await db
    .selectFrom('accounts.link_tokens')
    .select(['user_uuid', 'request_id'])
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? { userUuid: row.user_uuid, requestId: row.request_id } : null;
}

/**
 * Whether a one-time link can still be used at `now`: known, unused, unexpired, and its account active. What a page
 * shows before asking for anything; the user aggregate still decides when the link is used.
 */
export async function linkUsable(db: Db, tokenHash: string, kind: 'verify' | 'reset', now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('accounts.link_tokens as l')
    .innerJoin('accounts.users as u', 'u.id', 'l.user_id')
    .select('l.request_id')
    .where('l.token_hash', '=', tokenHash)
    .where('l.kind', '=', kind)
    .where('l.used_at', 'is', null)
    .where('l.expires_at', '>', now)
    .where('u.state', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * How many reset links went to `email` (any case, whichever accounts have it now) since `since`: a link's time is
 * its expiry less its lifetime. What caps the reset mails one inbox gets, however many accounts share it.
 */
export async function resetLinksTo(db: Db, email: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('accounts.link_tokens as l')
    .innerJoin('accounts.users as u', 'u.id', 'l.user_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('l.kind', '=', 'reset')
    .where('l.expires_at', '>', new Date(since.getTime() + RESET_LINK_TTL_MS))
    .where(sql`lower(u.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

interface KeyRow {
  id: number;
  uuid: string;
  user_id: number;
  deleted: boolean;
  name: string;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
  last_used_at: Date | null;
}

const toApiKey = (r: KeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  expiresAt: r.expires_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  lastUsed: r.last_used_at?.toISOString() ?? null,
});

/** Keys with when they were last used (api_key_usage: usage recorded by infra, not a domain fact). */
async function keyRows(db: Db, where: { userId: number; live: true } | { id: number }): Promise<KeyRow[]> {
  const filter = 'id' in where ? sql`k.id = ${where.id}` : sql`k.user_id = ${where.userId} and k.state = 'active'`;
  const rows = await sql<KeyRow>`
    select k.id, k.uuid, k.user_id, k.state = 'deleted' as deleted, k.name, k.expires_at, k.created_at, k.updated_at,
      u.last_used_at
    from accounts.api_keys k left join api_key_usage u on u.api_key_id = k.id
    where ${filter}`.execute(db);
  return rows.rows;
}

/** An API key, owned by its user, live until deleted (an expired key is still listed, and may be deleted). */
export async function apiKeyView(db: Db, id: number): Promise<View<ApiKey> | null> {
  const [row] = await keyRows(db, { id });
  return row ? { uuid: row.uuid, ownerId: row.user_id, live: !row.deleted, api: toApiKey(row) } : null;
}

/** A user's live keys: unexpired first, newest first within each (contracts: sortApiKeys). */
export async function listApiKeys(db: Db, userId: number, now: Date): Promise<ApiKey[]> {
  return sortApiKeys((await keyRows(db, { userId, live: true })).map(toApiKey), now);
}
