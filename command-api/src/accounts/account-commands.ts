import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { changePasswordBody, updateMeBody, User } from '@inkpace/contracts/api/account';
import { usernameKey } from '@inkpace/contracts/api/fields';
import { resetRequestStream, userStream, type ResetRequestEvent, type UserEvent } from '@inkpace/contracts/events/user';
import { messages } from '@inkpace/contracts/messages';
import { isDueForSuspension } from '@inkpace/contracts/rules/account';
import { mayMailReset } from '@inkpace/contracts/rules/limits';
import { DomainError } from '@inkpace/contracts/errors';
import { hashToken } from '@inkpace/infra/secrets';
import { findLinkToken, findUserByUsername, getUser, getUserRow } from '@inkpace/query-api/accounts';
import type { CommandDeps } from '../pipeline/deps.ts';
import { execute, settle, type Aggregate, type CommandMeta, type Decide } from '../pipeline/execute.ts';
import { resetRequested, verificationRequested } from './links.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokePendingResets, userAggregate, usableLink, type UserState } from './user-aggregate.ts';
import { claimUsername, releaseUsername } from './username-claims.ts';

const run = async (deps: CommandDeps, uuid: string, decide: Decide<UserState, UserEvent>, meta: CommandMeta) => {
  const result = await execute(deps, userStream(uuid), userAggregate, decide, meta);
  await settle(deps, result.position, userStream(uuid));
  if (result.position) deps.authChanged?.();
  return result.state;
};

const mustExist = (exists: boolean) => {
  if (!exists) throw new DomainError('NOT_FOUND', messages.errors.notFound);
};

export async function resendVerification(deps: CommandDeps, uuid: string, meta: CommandMeta): Promise<void> {
  await run(deps, uuid, (s, exists) => {
    mustExist(exists);
    if (s.emailVerified) throw new DomainError('VALIDATION_FAILED', messages.errors.alreadyVerified);
    return [verificationRequested(deps.linkTokens, s.email, deps.clock.now())];
  }, meta);
}

export async function verifyEmail(deps: CommandDeps, token: string, meta: CommandMeta): Promise<void> {
  const link = await findLinkToken(deps.db, hashToken(token), 'verify');
  const invalid = new DomainError('NOT_FOUND', messages.errors.verifyLinkInvalid);
  if (!link) throw invalid;
  await run(deps, link.user_uuid, (s) => {
    const request = usableLink(s, link.request_id, deps.clock.now());
    // A link sent to an address the user has since changed verifies nothing.
    if (!request || request.email !== s.email) throw invalid;
    return [{ type: 'EmailVerified', data: { email: s.email, requestId: link.request_id } }];
  }, { ...meta, actor: { type: 'user', id: link.user_uuid } });
}

/** A request's stream holds its one event: nothing to fold. */
const askedOnce: Aggregate<null, ResetRequestEvent> = { initial: null, evolve: (s) => s };

/**
 * Answers alike, in the same time, whether or not the username exists, so it cannot be used to find accounts:
 * it only records the request on a stream of its own. The workers then look the name up (issueResetLink).
 */
export async function requestPasswordReset(deps: CommandDeps, username: string, meta: CommandMeta): Promise<void> {
  const requestId = randomUUID();
  await execute(deps, resetRequestStream(requestId), askedOnce, () => [{ type: 'PasswordResetAsked', data: { requestId, username } }], meta);
}

/**
 * Issues a reset link (and so a mail) when `username` names an active account that has not had its hourly share of
 * links yet; anything else issues nothing. Run by a job after PasswordResetAsked.
 */
export async function issueResetLink(deps: CommandDeps, username: string, meta: CommandMeta): Promise<void> {
  const row = await findUserByUsername(deps.db, username);
  if (!row || row.state !== 'active') return;
  await run(deps, row.uuid, (s) => {
    const now = deps.clock.now();
    return s.state === 'active' && mayMailReset(s.resetRequestedAt, now) ? [resetRequested(deps.linkTokens, now)] : [];
  }, meta);
}

export async function resetPassword(deps: CommandDeps, token: string, newPassword: string, meta: CommandMeta): Promise<void> {
  const link = await findLinkToken(deps.db, hashToken(token), 'reset');
  const invalid = new DomainError('NOT_FOUND', messages.errors.resetLinkInvalid);
  if (!link) throw invalid;
  const passwordHash = await hashPassword(newPassword);
  await run(deps, link.user_uuid, (s) => {
    if (!usableLink(s, link.request_id, deps.clock.now()) || s.state !== 'active') throw invalid;
    return [{ type: 'PasswordReset', data: { requestId: link.request_id, passwordHash } }, ...revokePendingResets(s, link.request_id)];
  }, { ...meta, actor: { type: 'user', id: link.user_uuid } });
}

export async function changePassword(
  deps: CommandDeps,
  uuid: string,
  sessionId: string | null,
  body: z.output<typeof changePasswordBody>,
  meta: CommandMeta,
): Promise<void> {
  const row = await getUserRow(deps.db, { uuid });
  if (!row || !(await verifyPassword(row.password_hash, body.currentPassword))) {
    throw new DomainError('INCORRECT_CREDS', messages.errors.currentPasswordMismatch);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await run(deps, uuid, (s) => {
    // The hash checked above must still be the current one (no change slipped in meanwhile).
    if (s.passwordHash !== row.password_hash) throw new DomainError('INCORRECT_CREDS', messages.errors.currentPasswordMismatch);
    return [{ type: 'PasswordChanged', data: { passwordHash, keepSessionId: sessionId } }, ...revokePendingResets(s)];
  }, meta);
}

/** Changes only the fields sent. A new email address must be verified again. */
export async function updateAccount(deps: CommandDeps, uuid: string, body: z.output<typeof updateMeBody>, meta: CommandMeta): Promise<User> {
  const before = await getUserRow(deps.db, { uuid });
  if (!before) throw new DomainError('NOT_FOUND', messages.errors.notFound);
  const renaming = body.username !== undefined && body.username !== before.username;
  const newKey = renaming && body.username !== undefined && usernameKey(body.username) !== before.username_key;
  if (newKey && body.username) await claimUsername(deps, body.username, uuid, meta);
  try {
    await run(deps, uuid, (s, exists) => {
      mustExist(exists);
      const events: UserEvent[] = [];
      if (body.username !== undefined && body.username !== s.username) {
        events.push({ type: 'UsernameChanged', data: { username: body.username, previous: s.username } });
      }
      if (body.displayName !== undefined && body.displayName !== s.displayName) {
        events.push({ type: 'DisplayNameChanged', data: { displayName: body.displayName } });
      }
      if (body.email !== undefined && body.email !== s.email) {
        events.push({ type: 'EmailChanged', data: { email: body.email } });
        events.push(verificationRequested(deps.linkTokens, body.email, deps.clock.now()));
      }
      return events;
    }, meta);
  } catch (error) {
    if (newKey && body.username) await releaseUsername(deps, body.username, uuid, meta).catch(() => undefined);
    throw error;
  }
  if (newKey) await releaseUsername(deps, before.username, uuid, meta);
  const user = await getUser(deps.db, before.id);
  if (!user) throw new DomainError('NOT_FOUND', messages.errors.notFound);
  return user;
}

/** Deleting keeps the account's history (an administrator can restore it) and keeps its username reserved. */
export async function deleteOwnAccount(deps: CommandDeps, uuid: string, meta: CommandMeta): Promise<void> {
  await run(deps, uuid, (s, exists) => {
    mustExist(exists);
    return s.state === 'deleted' ? [] : [{ type: 'AccountStateChanged', data: { state: 'deleted', reason: 'deleted by user' } }];
  }, meta);
}

/** Suspends an account still unverified 10 days after sign-up; anything else is left alone (safe to repeat). */
export async function suspendIfUnverified(deps: CommandDeps, uuid: string, meta: CommandMeta): Promise<boolean> {
  const row = await getUserRow(deps.db, { uuid });
  if (!row) return false;
  const state = await run(deps, uuid, (s, exists) => {
    if (!exists || s.state !== 'active' || !isDueForSuspension(new Date(row.created_at), s.emailVerified, deps.clock.now())) return [];
    return [{ type: 'AccountStateChanged', data: { state: 'suspended', reason: 'email not verified within 10 days' } }];
  }, meta);
  return state.state === 'suspended';
}

export async function grantAdmin(deps: CommandDeps, username: string, meta: CommandMeta): Promise<User> {
  const row = await findUserByUsername(deps.db, username);
  if (!row) throw new DomainError('NOT_FOUND', `No user named ${username}.`);
  await run(deps, row.uuid, (s) => (s.isAdmin ? [] : [{ type: 'AdminGranted', data: {} }]), meta);
  const user = await getUser(deps.db, row.id);
  if (!user) throw new DomainError('NOT_FOUND', messages.errors.notFound);
  return user;
}
