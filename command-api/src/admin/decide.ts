import { DomainError } from '@inkpace/contracts/errors';
import { userStream, type UserEvent } from '@inkpace/contracts/events/user';
import { messages } from '@inkpace/contracts/messages';
import { notFound } from '@inkpace/contracts/rules/access';
import type { AccountState } from '@inkpace/contracts/rules/account';
import { adminProfileActionsAllowed, adminTransition } from '@inkpace/contracts/rules/admin';
import type { Loaded } from '../pipeline/aggregate.ts';
import { writeTo, type Decision } from '../pipeline/decision.ts';
import {
  decideUpdateAccount, resetRequested, verificationRequested, type AccountChange, type LinkSecret, type RenameClaims, type UserState,
} from '../accounts/index.ts';

/**
 * What administrators do to an account, as pure decisions on the user's stream. Who acted and why travel in the
 * events' metadata (actor admin, reason); these functions only decide whether the change is allowed and what it is.
 */

const e = messages.errors;

function existing(user: Loaded<UserState>): UserState {
  if (!user.exists) throw notFound();
  return user.state;
}

const toUser = (user: Loaded<UserState>, events: UserEvent[]): Decision =>
  (events.length === 0 ? [] : [writeTo(userStream(user.state.uuid), user, events)]);

/** Why a state change made without a reason happened, in the event (the admin's own words replace it). */
const defaultReasons = { suspend: 'suspended by an administrator', delete: 'deleted by an administrator', activate: 'activated by an administrator', restore: 'restored by an administrator' } as const;

/**
 * Only spec §4's transitions (active → suspended or deleted; suspended → active; deleted → active). An administrator
 * cannot suspend or delete their own account here (they would lock themselves out mid-task); asking for the state
 * the account is already in, or a transition §4 does not have, is a conflict with its current state.
 */
export function decideSetState(user: Loaded<UserState>, adminUuid: string, to: AccountState, reason: string | undefined): Decision {
  const s = existing(user);
  if (s.uuid === adminUuid && to !== 'active') throw new DomainError('FORBIDDEN', e.adminOwnAccount);
  if (s.state === to) throw new DomainError('CONFLICT', e.adminSameState(to));
  const action = adminTransition(s.state, to);
  if (!action) throw new DomainError('CONFLICT', e.adminTransition(s.state, to));
  return toUser(user, [{ type: 'AccountStateChanged', data: { state: to, reason: reason ?? defaultReasons[action] } }]);
}

function activeOnly(user: Loaded<UserState>): UserState {
  const s = existing(user);
  if (!adminProfileActionsAllowed(s.state)) throw new DomainError('CONFLICT', e.adminNotActive(s.state));
  return s;
}

/** Marks the current address verified without a link; an address already verified is left as it is. */
export function decideVerifyByFiat(user: Loaded<UserState>): Decision {
  const s = activeOnly(user);
  return s.emailVerified ? [] : toUser(user, [{ type: 'EmailVerified', data: { email: s.email, requestId: null } }]);
}

/**
 * A new verification link to the current address. Unlike the reference, not to an address already verified: the
 * mail job would send nothing for it, so the admin is told instead of being answered as if a mail went out.
 */
export function decideSendVerification(user: Loaded<UserState>, link: LinkSecret, now: Date): Decision {
  const s = activeOnly(user);
  if (s.emailVerified) throw new DomainError('CONFLICT', e.adminAlreadyVerified);
  return toUser(user, [verificationRequested(link, s.email, now)]);
}

/**
 * A reset link, outside the hourly cap on self-service requests (that cap stops strangers flooding an inbox; an
 * administrator acting for the user is not one). The link still counts towards the cap afterwards.
 */
export function decideSendReset(user: Loaded<UserState>, link: LinkSecret, now: Date): Decision {
  activeOnly(user);
  return toUser(user, [resetRequested(link, now)]);
}

/**
 * Username, display name and email, as the writer's own change decides them (a rename moves the claim; a new
 * address is unverified and gets a link), and only while the account is active.
 */
export function decideAdminUpdate(user: Loaded<UserState>, change: AccountChange, claims: RenameClaims, link: LinkSecret, now: Date): Decision {
  activeOnly(user);
  return decideUpdateAccount(user, change, claims, link, now);
}
