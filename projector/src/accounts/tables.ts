import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: number;
  uuid: string;
  username: string;
  /** Lower-case username: unique, so lookups and uniqueness ignore case. */
  username_key: string;
  display_name: string;
  email: string;
  email_verified: boolean;
  password_hash: string;
  state: 'active' | 'suspended' | 'deleted';
  is_admin: boolean;
  avatar: string | null;
  settings: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface ApiKeysTable {
  id: number;
  uuid: string;
  user_id: number;
  name: string;
  token_hash: string;
  expires_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

/** Outstanding one-time links, by the hash of their token. */
export interface LinkTokensTable {
  token_hash: string;
  kind: 'verify' | 'reset';
  user_id: number;
  user_uuid: string;
  request_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AccountsTables {
  users: UsersTable;
  sessions: SessionsTable;
  api_keys: ApiKeysTable;
  link_tokens: LinkTokensTable;
}

export const accountsSetup = [
  `create table users (
    id integer primary key,
    uuid uuid not null unique,
    username text not null,
    username_key text not null unique,
    display_name text not null,
    email text not null,
    email_verified boolean not null default false,
    password_hash text not null,
    state text not null,
    is_admin boolean not null default false,
    avatar text,
    settings jsonb not null,
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`,
  `create index users_unverified on users (created_at) where not email_verified and state = 'active'`,
  `create table sessions (
    id uuid primary key,
    token_hash text not null unique,
    user_id integer not null,
    created_at timestamptz not null,
    ended_at timestamptz
  )`,
  `create index sessions_user on sessions (user_id) where ended_at is null`,
  `create table api_keys (
    id integer primary key,
    uuid uuid not null unique,
    user_id integer not null,
    name text not null,
    token_hash text not null unique,
    expires_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    deleted_at timestamptz
  )`,
  `create index api_keys_user on api_keys (user_id) where deleted_at is null`,
  `create table link_tokens (
    token_hash text primary key,
    kind text not null,
    user_id integer not null,
    user_uuid uuid not null,
    request_id uuid not null unique,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
];
