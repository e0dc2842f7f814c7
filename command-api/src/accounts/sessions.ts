import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { loginBody, User } from '@inkpace/contracts/api/account';
import { usernameKey } from '@inkpace/contracts/api/fields';
import { sessionStream, type SessionEvent } from '@inkpace/contracts/events/user';
import { messages } from '@inkpace/contracts/messages';
import { LOGIN_FAILURE_WINDOW_MS, loginLockoutSchedule } from '@inkpace/contracts/rules/limits';
import { DomainError } from '@inkpace/contracts/errors';
import { TooManyRequestsError } from '@inkpace/infra/http';
import { hashToken, newToken } from '@inkpace/infra/secrets';
import { findUserByUsername, toUser } from '@inkpace/query-api/accounts';
import type { CommandDeps } from '../pipeline/deps.ts';
import { execute, settle, type Aggregate, type CommandMeta } from '../pipeline/execute.ts';
import { verifyPassword } from './passwords.ts';

const sessionAggregate: Aggregate<{ ended: boolean }, SessionEvent> = {
  initial: { ended: false },
  evolve: (s, e) => (e.type === 'SessionEnded' ? { ended: true } : s),
};

const LOCKOUTS = loginLockoutSchedule();

/**
 * Checks the credentials and starts a new session (always a new id, so a session id known before login is
 * useless after it). Wrong username and wrong password answer alike.
 *
 * Attempts per username, wherever they come from, are counted before the password is checked (so simultaneous
 * guesses are counted too) and cleared by the right password; past a few in a row the username is locked for a
 * while. Usernames that do not exist are counted alike, so a lockout tells nothing about who has an account.
 */
export async function login(
  deps: CommandDeps,
  body: z.output<typeof loginBody>,
  meta: CommandMeta,
): Promise<{ user: User; token: string }> {
  const attempts = `login:${usernameKey(body.username)}`;
  const gate = await deps.limits.attempt(attempts, deps.clock.now().getTime(), LOGIN_FAILURE_WINDOW_MS, LOCKOUTS);
  if (!gate.allowed) throw new TooManyRequestsError(messages.errors.loginLocked, Math.ceil(gate.retryAfterMs / 1000));
  const row = await findUserByUsername(deps.db, body.username);
  const ok = await verifyPassword(row?.password_hash ?? null, body.password);
  if (!row || !ok || row.state === 'deleted') throw new DomainError('INCORRECT_CREDS', messages.errors.incorrectCreds);
  await deps.limits.clear(attempts);
  if (row.state !== 'active') throw new DomainError('ACCOUNT_NOT_ACTIVE', messages.errors.accountSuspended);
  const sessionId = randomUUID();
  const token = newToken();
  const { position } = await execute(deps, sessionStream(sessionId), sessionAggregate, () => [
    { type: 'SessionStarted', data: { sessionId, userId: row.id, userUuid: row.uuid, tokenHash: hashToken(token) } },
  ], { ...meta, actor: { type: 'user', id: row.uuid }, sessionId });
  await settle(deps, position, sessionStream(sessionId));
  return { user: toUser(row), token };
}

export async function endSession(deps: CommandDeps, sessionId: string, meta: CommandMeta): Promise<void> {
  const { position } = await execute(deps, sessionStream(sessionId), sessionAggregate, (state, exists) =>
    exists && !state.ended ? [{ type: 'SessionEnded', data: { sessionId, reason: 'logout' } }] : [], meta);
  await settle(deps, position, sessionStream(sessionId));
  deps.authChanged?.();
}
