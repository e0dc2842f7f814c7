import { col, setupOf, table, type RowOf, type TablesOf } from '../runtime/table.ts';

export const accountTables = {
  users: table({
    id: col.integer().primaryKey(),
    uuid: col.uuid().unique(),
    username: col.text(),
    /** Lower-case username: unique, so lookups and uniqueness ignore case. */
    username_key: col.text().unique(),
    display_name: col.text(),
    email: col.text(),
    email_verified: col.boolean().default('false'),
    password_hash: col.text(),
    state: col.text<'active' | 'suspended' | 'deleted'>(),
    is_admin: col.boolean().default('false'),
    avatar: col.text().orNull(),
    settings: col.jsonb<Record<string, unknown>>(),
    created_at: col.timestamptz(),
    updated_at: col.timestamptz(),
  }, {
    indexes: {
      users_unverified: "(created_at) where not email_verified and state = 'active'",
      // The admin list: newest first, and a case-insensitive substring search on each of these (pg_trgm, 0010).
      users_newest: '(created_at desc, id desc)',
      users_username_trgm: 'using gin (username gin_trgm_ops)',
      users_display_name_trgm: 'using gin (display_name gin_trgm_ops)',
      users_email_trgm: 'using gin (email gin_trgm_ops)',
    },
  }),
  sessions: table({
    id: col.uuid().primaryKey(),
    token_hash: col.text().unique(),
    user_id: col.integer(),
    created_at: col.timestamptz(),
    ended_at: col.timestamptz().orNull(),
  }, { indexes: { sessions_user: '(user_id) where ended_at is null' } }),
  api_keys: table({
    id: col.integer().primaryKey(),
    uuid: col.uuid().unique(),
    user_id: col.integer(),
    name: col.text(),
    token_hash: col.text().unique(),
    expires_at: col.timestamptz().orNull(),
    created_at: col.timestamptz(),
    updated_at: col.timestamptz(),
    deleted_at: col.timestamptz().orNull(),
  }, { indexes: { api_keys_user: '(user_id) where deleted_at is null' } }),
  /** Outstanding one-time links, by the hash of their token. */
  link_tokens: table({
    token_hash: col.text().primaryKey(),
    kind: col.text<'verify' | 'reset'>(),
    user_id: col.integer(),
    user_uuid: col.uuid(),
    request_id: col.uuid().unique(),
    expires_at: col.timestamptz(),
    used_at: col.timestamptz().orNull(),
  }),
};

export type AccountsTables = TablesOf<typeof accountTables>;
export const accountsSetup = setupOf(accountTables);
export type UsersTable = RowOf<typeof accountTables.users>;
