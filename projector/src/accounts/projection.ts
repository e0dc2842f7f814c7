import { sql, type Kysely } from 'kysely';
import { defaultUserSettings } from '@inkpace/contracts/api/account';
import { usernameKey } from '@inkpace/contracts/api/fields';
import type { ApiKeyEvent } from '@inkpace/contracts/events/api-key';
import { userEventSchemas, type SessionEvent, type UserEvent } from '@inkpace/contracts/events/user';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import { LIVE_ROW, lifecycleSet } from '../runtime/lifecycle.ts';
import type { Projection } from '../runtime/projection.ts';
import { accountsSetup, type AccountsTables } from './tables.ts';

type Trx = Kysely<AccountsTables>;
type AccountEvent = UserEvent | SessionEvent | ApiKeyEvent;

/** The stream's aggregate uuid: `user-<uuid>` → `<uuid>`. */
const streamUuid = (streamId: string) => streamId.slice(streamId.indexOf('-') + 1);

async function userIdOf(trx: Trx, uuid: string): Promise<number> {
  const row = await trx.selectFrom('users').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow();
  return row.id;
}

async function endSessions(trx: Trx, userId: number, at: Date, keep: string | null = null): Promise<void> {
  let q = trx.updateTable('sessions').set({ ended_at: at }).where('user_id', '=', userId).where('ended_at', 'is', null);
  if (keep) q = q.where('id', '!=', keep);
  await q.execute();
}

async function applyUserEvent(trx: Trx, e: UserEvent, uuid: string, at: Date): Promise<void> {
  // A projection ignores events it does not know (a newer version's, another tool's): before looking anything up.
  if (!(e.type in userEventSchemas)) return;
  if (e.type === 'UserSignedUp') {
    const d = e.data;
    await trx.insertInto('users').values({
      id: d.id, uuid: d.uuid, username: d.username, username_key: usernameKey(d.username),
      display_name: d.displayName, email: d.email, email_verified: false, password_hash: d.passwordHash,
      state: 'active', is_admin: false, avatar: null, settings: JSON.stringify(defaultUserSettings),
      created_at: at, updated_at: at,
    }).execute();
    return;
  }
  const userId = await userIdOf(trx, uuid);
  const user = trx.updateTable('users').where('id', '=', userId);
  switch (e.type) {
    case 'UsernameChanged':
      await user.set({ username: e.data.username, username_key: usernameKey(e.data.username), updated_at: at }).execute();
      return;
    case 'DisplayNameChanged':
      await user.set({ display_name: e.data.displayName, updated_at: at }).execute();
      return;
    case 'EmailChanged':
      await user.set({ email: e.data.email, email_verified: false, updated_at: at }).execute();
      return;
    case 'EmailVerificationRequested':
    case 'PasswordResetRequested':
      await trx.insertInto('link_tokens').values({
        token_hash: e.data.tokenHash, kind: e.type === 'PasswordResetRequested' ? 'reset' : 'verify',
        user_id: userId, user_uuid: uuid, request_id: e.data.requestId, expires_at: e.data.expiresAt, used_at: null,
      }).execute();
      return;
    case 'EmailVerified':
      await user.set({ email_verified: true, updated_at: at }).execute();
      if (e.data.requestId) await trx.updateTable('link_tokens').set({ used_at: at }).where('request_id', '=', e.data.requestId).execute();
      return;
    case 'PasswordReset':
      await user.set({ password_hash: e.data.passwordHash, updated_at: at }).execute();
      await trx.updateTable('link_tokens').set({ used_at: at }).where('request_id', '=', e.data.requestId).execute();
      await endSessions(trx, userId, at);
      return;
    case 'PasswordChanged':
      await user.set({ password_hash: e.data.passwordHash, updated_at: at }).execute();
      await endSessions(trx, userId, at, e.data.keepSessionId);
      return;
    case 'ResetLinksRevoked':
      await trx.updateTable('link_tokens').set({ used_at: at }).where('request_id', 'in', e.data.requestIds).where('used_at', 'is', null).execute();
      return;
    case 'AccountStateChanged':
      await user.set({ state: e.data.state, updated_at: at }).execute();
      if (e.data.state !== 'active') await endSessions(trx, userId, at);
      return;
    case 'SettingsChanged':
      await user.set({ settings: sql`settings || ${JSON.stringify(e.data.changes)}::jsonb`, updated_at: at }).execute();
      return;
    case 'UserAvatarSet':
      await user.set({ avatar: e.data.avatar, updated_at: at }).execute();
      return;
    case 'UserAvatarRemoved':
      await user.set({ avatar: null, updated_at: at }).execute();
      return;
    case 'AdminGranted':
    case 'AdminRevoked':
      await user.set({ is_admin: e.type === 'AdminGranted', updated_at: at }).execute();
      return;
  }
}

async function apply(trx: Trx, event: RecordedEvent): Promise<void> {
  const e = { type: event.type, data: event.data } as AccountEvent;
  const at = event.createdAt;
  if (event.streamId.startsWith('user-')) return applyUserEvent(trx, e as UserEvent, streamUuid(event.streamId), at);
  switch (e.type) {
    case 'SessionStarted':
      await trx.insertInto('sessions').values({
        id: e.data.sessionId, token_hash: e.data.tokenHash, user_id: e.data.userId, created_at: at, ended_at: null,
      }).execute();
      return;
    case 'SessionEnded':
      await trx.updateTable('sessions').set({ ended_at: at }).where('id', '=', e.data.sessionId).where('ended_at', 'is', null).execute();
      return;
    case 'ApiKeyCreated':
      await trx.insertInto('api_keys').values({
        id: e.data.id, uuid: e.data.uuid, user_id: e.data.userId, name: e.data.name, token_hash: e.data.tokenHash,
        expires_at: e.data.expiresAt, created_at: at, updated_at: at, ...LIVE_ROW,
      }).execute();
      return;
    case 'ApiKeyDeleted':
      await trx.updateTable('api_keys').set({ ...lifecycleSet('deleted', at), updated_at: at }).where('id', '=', e.data.id).execute();
      return;
  }
}

export const accountsProjection: Projection<AccountsTables> = {
  name: 'accounts',
  // v2: the admin users list's indexes; v3: its search column (users.search_text).
  // 4: API keys take the one lifecycle convention (state and deleted_at, projector/src/runtime/lifecycle.ts).
  version: 4,
  setup: accountsSetup,
  handle: apply,
  streams: ['user-', 'session-', 'apikey-'],
};
