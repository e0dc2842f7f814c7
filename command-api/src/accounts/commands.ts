import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { changePasswordBody, SettingsChange, signUpBody, updateMeBody, User } from '@inkpace/contracts/api/account';
import { usernameKey } from '@inkpace/contracts/api/fields';
import { userStream } from '@inkpace/contracts/events/user';
import { messages } from '@inkpace/contracts/messages';
import { notFound } from '@inkpace/contracts/rules/access';
import { hashToken } from '@inkpace/infra/secrets';
import { RESET_MAIL_WINDOW_MS } from '@inkpace/contracts/rules/limits';
import { linkToken, resetLinksTo, userByUsername, userView } from '@inkpace/projector/accounts';
import { LOCK_CLASS } from '../pipeline/advisory-lock.ts';
import { fold, loadAggregate, type Loaded } from '../pipeline/aggregate.ts';
import { loadClaim, type Claim, type HolderUses } from '../pipeline/claims.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import type { Decision } from '../pipeline/decision.ts';
import { allocateId } from '../pipeline/ids.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { runCommand, type Outcome } from '../pipeline/run.ts';
import { settle } from '../pipeline/settle.ts';
import {
  currentPasswordChecked, decideAskReset, decideChangePassword, decideDeleteAccount, decideGrantAdmin, decideIssueResetLink, decideResendVerification,
  decideResetPassword, decideSignUp, decideSuspendIfUnverified, decideUpdateAccount, decideUpdateSettings, decideVerifyEmail, usernameClaimStream,
} from './decide.ts';
import { newLink } from './links.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { userAggregate, usernameClaims, type UserState } from './user-aggregate.ts';

/** A number naming an address for its advisory lock (two addresses that hash alike only wait for each other). */
const addressLockKey = (email: string): number => createHash('sha256').update(email.trim().toLowerCase()).digest().readInt32BE(0);

/**
 * The links an address is counted by must include every link issued before, also by a job whose wait for the read
 * models ran out; until they do, the job fails and is retried.
 */
async function userReadModelsCaughtUp(deps: Pick<CommandDeps, 'store' | 'waiter'>): Promise<void> {
  const head = await deps.store.headPosition();
  if ((await deps.waiter.waitFor(head, 10_000, userStream(''))) !== 'applied') throw new Error('the accounts read models are behind; retrying');
}

/** Whether a user (by uuid) still has the name: an old claim of one that does not has lapsed. */
const userUsesName = (deps: Pick<CommandDeps, 'store'>, key: string): HolderUses => async (holder) => {
  const events = await deps.store.readStream(userStream(holder));
  return events.length > 0 && usernameKey(fold(userAggregate, events).username) === key;
};

/** The claim of a username (any case). */
const loadUsernameClaim = (deps: Pick<CommandDeps, 'store' | 'clock'>, username: string): Promise<Claim> =>
  loadClaim(deps.store, usernameClaims, usernameClaimStream(username), deps.clock.now(), userUsesName(deps, usernameKey(username)));

/** The user as the read models show them once the write is applied. */
export async function answer(deps: CommandDeps, by: { id: number } | { uuid: string }): Promise<User> {
  const view = await userView(deps.db, by);
  if (!view) throw notFound();
  return view.api;
}

/**
 * Runs a decision on a user's stream, waits until the read models show it, and drops this process's cached callers
 * (the change may have ended sessions or the account).
 */
export async function onUser(deps: CommandDeps, uuid: string, meta: CommandMeta, decide: (user: Loaded<UserState>) => Promise<Decision> | Decision): Promise<Outcome> {
  const stream = userStream(uuid);
  const outcome = await runCommand(deps, meta, async () => decide(await loadAggregate(deps.store, stream, userAggregate)));
  await settle(deps, outcome.position, stream);
  if (outcome.position) deps.authChanged?.();
  return outcome;
}

export async function signUp(deps: CommandDeps, body: z.output<typeof signUpBody>, meta: CommandMeta): Promise<User> {
  const uuid = randomUUID();
  const [passwordHash, id] = await Promise.all([hashPassword(body.password), allocateId(deps.db, 'user_ids')]);
  const link = newLink(deps.linkTokens, 'verify');
  const user = { id, uuid, username: body.username, email: body.email, passwordHash };
  const { position } = await runCommand(deps, { ...meta, actor: { type: 'user', id: uuid } }, async () =>
    decideSignUp(user, await loadUsernameClaim(deps, body.username), link, deps.clock.now()));
  await settle(deps, position, userStream(uuid));
  return answer(deps, { id });
}

export async function resendVerification(deps: CommandDeps, uuid: string, meta: CommandMeta): Promise<void> {
  const link = newLink(deps.linkTokens, 'verify');
  await onUser(deps, uuid, meta, (user) => decideResendVerification(user, link, deps.clock.now()));
}

export async function verifyEmail(deps: CommandDeps, token: string, meta: CommandMeta): Promise<void> {
  const link = await linkToken(deps.db, hashToken(token), 'verify');
  if (!link) throw notFound(messages.errors.verifyLinkInvalid);
  await onUser(deps, link.userUuid, { ...meta, actor: { type: 'user', id: link.userUuid } }, (user) =>
    decideVerifyEmail(user, link.requestId, deps.clock.now()));
}

/**
 * Answers alike, in the same time, whether or not the username exists, so it cannot be used to find accounts:
 * it only records the request on a stream of its own. The workers then look the name up (issueResetLink).
 */
export async function requestPasswordReset(deps: CommandDeps, username: string, meta: CommandMeta): Promise<void> {
  const requestId = randomUUID();
  await runCommand(deps, meta, async () => decideAskReset(requestId, username));
}

/**
 * Issues a reset link (and so a mail) when `username` names an active account that has not had its hourly share of
 * links yet; anything else issues nothing. Run by a job after PasswordResetAsked.
 */
export async function issueResetLink(deps: CommandDeps, username: string, meta: CommandMeta): Promise<void> {
  const found = await userByUsername(deps.db, username);
  if (!found || found.state !== 'active') return;
  const link = newLink(deps.linkTokens, 'reset');
  // Accounts may share an address: its links are counted and decided one job at a time, in every process, so
  // simultaneous asks for several of them cannot each find room for one more.
  await deps.locks.counted.run(deps, LOCK_CLASS.resetMailAddress, addressLockKey(found.email), async () => {
    await userReadModelsCaughtUp(deps);
    const now = deps.clock.now();
    const mailedToAddress = await resetLinksTo(deps.db, found.email, new Date(now.getTime() - RESET_MAIL_WINDOW_MS));
    await onUser(deps, found.uuid, meta, (user) => decideIssueResetLink(user, link, mailedToAddress, now));
  });
}

export async function resetPassword(deps: CommandDeps, token: string, newPassword: string, meta: CommandMeta): Promise<void> {
  const link = await linkToken(deps.db, hashToken(token), 'reset');
  if (!link) throw notFound(messages.errors.resetLinkInvalid);
  const passwordHash = await hashPassword(newPassword);
  await onUser(deps, link.userUuid, { ...meta, actor: { type: 'user', id: link.userUuid } }, (user) =>
    decideResetPassword(user, link.requestId, passwordHash, deps.clock.now()));
}

export async function changePassword(
  deps: CommandDeps, uuid: string, sessionId: string | null, body: z.output<typeof changePasswordBody>, meta: CommandMeta,
): Promise<void> {
  const current = await userView(deps.db, { uuid });
  const matches = current !== null && (await verifyPassword(current.passwordHash, body.currentPassword));
  // Refused before the (slow) hashing of the new password when the current one is wrong.
  const checkedHash = currentPasswordChecked(matches ? current.passwordHash : null);
  const passwordHash = await hashPassword(body.newPassword);
  await onUser(deps, uuid, meta, (user) => decideChangePassword(user, checkedHash, passwordHash, sessionId));
}

/** Changes only the fields sent. A rename moves the username's claim; a new email address must be verified again. */
export async function updateSettings(deps: CommandDeps, uuid: string, change: SettingsChange, meta: CommandMeta): Promise<User> {
  await onUser(deps, uuid, meta, (user) => decideUpdateSettings(user, change));
  return answer(deps, { uuid });
}

/** `decide` is the writer's own decision, or an administrator's (command-api/src/admin), which checks more first. */
export async function updateAccount(
  deps: CommandDeps, uuid: string, body: z.output<typeof updateMeBody>, meta: CommandMeta, decide: typeof decideUpdateAccount = decideUpdateAccount,
): Promise<User> {
  const link = newLink(deps.linkTokens, 'verify');
  await onUser(deps, uuid, meta, async (user) => {
    const rekeyed = body.username !== undefined && usernameKey(body.username) !== usernameKey(user.state.username);
    const [current, next] = await Promise.all([
      loadUsernameClaim(deps, user.state.username),
      rekeyed && body.username !== undefined ? loadUsernameClaim(deps, body.username) : null,
    ]);
    return decide(user, body, { current, next }, link, deps.clock.now());
  });
  return answer(deps, { uuid });
}

export async function deleteOwnAccount(deps: CommandDeps, uuid: string, meta: CommandMeta): Promise<void> {
  await onUser(deps, uuid, meta, decideDeleteAccount);
}

/** Suspends an account still unverified 10 days after sign-up; anything else is left alone (safe to repeat). */
export async function suspendIfUnverified(deps: CommandDeps, uuid: string, meta: CommandMeta): Promise<boolean> {
  const found = await userView(deps.db, { uuid });
  if (!found) return false;
  let suspended = false;
  await onUser(deps, uuid, meta, (user) => {
    const decision = decideSuspendIfUnverified(user, found.createdAt, deps.clock.now());
    suspended = decision.length > 0 || user.state.state === 'suspended';
    return decision;
  });
  return suspended;
}

/** `cli admin grant <username>`: appends the grant (with actor `system`) unless they are one already. */
export async function grantAdmin(deps: CommandDeps, username: string, meta: CommandMeta): Promise<User> {
  const found = await userByUsername(deps.db, username);
  if (!found) throw notFound(messages.errors.noUserNamed(username));
  await onUser(deps, found.uuid, meta, decideGrantAdmin);
  return answer(deps, { id: found.id });
}
