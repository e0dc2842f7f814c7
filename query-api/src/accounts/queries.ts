import type { Kysely, Selectable } from 'kysely';
import { defaultUserSettings, type User, type UserSettings } from '@inkpace/contracts/api/account';
import { usernameKey } from '@inkpace/contracts/api/fields';
import type { ReadModels } from '@inkpace/projector/read-models';
import type { UsersTable } from '@inkpace/projector/accounts';

type Db = Kysely<ReadModels>;
export type UserRow = Selectable<UsersTable>;

const iso = (d: Date) => d.toISOString();

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    uuid: row.uuid,
    state: row.state,
    username: row.username,
    displayName: row.display_name,
    email: row.email,
    isEmailVerified: row.email_verified,
    avatar: row.avatar,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    userSettings: { ...defaultUserSettings, ...(row.settings as Partial<UserSettings>) },
  };
}

export async function getUserRow(db: Db, by: { id: number } | { uuid: string }): Promise<UserRow | undefined> {
  const q = db.selectFrom('accounts.users').selectAll();
  return 'id' in by ? q.where('id', '=', by.id).executeTakeFirst() : q.where('uuid', '=', by.uuid).executeTakeFirst();
}

export async function getUser(db: Db, id: number): Promise<User | null> {
  const row = await getUserRow(db, { id });
  return row ? toUser(row) : null;
}

/** Usernames are unique ignoring case; a login or reset names a user in any case. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('accounts.users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();
}

export async function findLinkToken(db: Db, tokenHash: string, kind: 'verify' | 'reset') {
  return db
    .selectFrom('accounts.link_tokens')
    .select(['user_uuid', 'request_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Users due for the unverified-account check: active, unverified, signed up before `before`. */
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
