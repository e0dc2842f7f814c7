import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { loginBody, User } from '@inkpace/contracts/api/account';
import { usernameKey } from '@inkpace/contracts/api/fields';
import { sessionStream } from '@inkpace/contracts/events/user';
import { messages } from '@inkpace/contracts/messages';
import { LOGIN_FAILURE_WINDOW_MS, loginLockoutSchedule } from '@inkpace/contracts/rules/limits';
import { TooManyRequestsError } from '@inkpace/infra/http';
import { hashToken, newToken } from '@inkpace/infra/secrets';
import { userByUsername } from '@inkpace/projector/accounts';
import { loadAggregate } from '../pipeline/aggregate.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { runCommand } from '../pipeline/run.ts';
import { settle } from '../pipeline/settle.ts';
import { checkCredentials, decideEndSession, decideStartSession } from './decide.ts';
import { verifyPassword } from './passwords.ts';
import { sessionAggregate } from './session-aggregate.ts';

const LOCKOUTS = loginLockoutSchedule();

/**
 * Checks the credentials and starts a new session (always a new id, so a session id known before login is
 * useless after it). Wrong username and wrong password answer alike.
 *
 * Attempts per username, wherever they come from, are counted before the password is checked (so simultaneous
 * guesses are counted too) and cleared by the right password; past a few in a row the username is locked for a
 * while. Usernames that do not exist are counted alike, so a lockout tells nothing about who has an account.
 */
export async function login(deps: CommandDeps, body: z.output<typeof loginBody>, meta: CommandMeta): Promise<{ user: User; token: string }> {
  const attempts = `login:${usernameKey(body.username)}`;
  const gate = await deps.limits.attempt(attempts, deps.clock.now().getTime(), LOGIN_FAILURE_WINDOW_MS, LOCKOUTS);
  if (!gate.allowed) {
    deps.metrics?.loginFailed('locked');
    throw new TooManyRequestsError(messages.errors.loginLocked, Math.ceil(gate.retryAfterMs / 1000));
  }
  const found = await userByUsername(deps.db, body.username);
  // An unknown name is checked against a dummy hash, so it takes as long as a wrong password.
  const passwordOk = await verifyPassword(found?.passwordHash ?? null, body.password);
  const user = countedCredentialsCheck(deps, () => checkCredentials(found, passwordOk));
  // The right password clears the count, even for an account that may not log in.
  await deps.limits.clear(attempts);
  const token = newToken();
  const session = { sessionId: randomUUID(), tokenHash: hashToken(token) };
  const { position } = await runCommand(deps, { ...meta, actor: { type: 'user', id: user.uuid }, sessionId: session.sessionId }, async () =>
    decideStartSession(user, session));
  await settle(deps, position, sessionStream(session.sessionId));
  return { user: user.api, token };
}

/** The credentials check, with a refusal counted for the operator's metrics. */
function countedCredentialsCheck<U>(deps: Pick<CommandDeps, 'metrics'>, check: () => U): U {
  try {
    return check();
  } catch (error) {
    deps.metrics?.loginFailed('incorrect_credentials');
    throw error;
  }
}

/** Ends a session (a logout, or the session presented at login); one already ended is left alone. */
export async function endSession(deps: CommandDeps, sessionId: string, meta: CommandMeta): Promise<void> {
  const stream = sessionStream(sessionId);
  const { position } = await runCommand(deps, meta, async () => decideEndSession(await loadAggregate(deps.store, stream, sessionAggregate), sessionId));
  await settle(deps, position, stream);
  deps.authChanged?.();
}
