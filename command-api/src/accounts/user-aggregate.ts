import { defaultUserSettings, type UserSettings } from '@inkpace/contracts/api/account';
import type { UserEvent, UsernameEvent } from '@inkpace/contracts/events/user';
import { RESET_MAILS_PER_WINDOW } from '@inkpace/contracts/rules/limits';
import type { Aggregate } from '../pipeline/aggregate.ts';
import type { ClaimKind } from '../pipeline/claims.ts';

export interface LinkRequest {
  kind: 'verify' | 'reset';
  tokenHash: string;
  expiresAt: string;
  used: boolean;
  /** For verification links: the address the link was sent to. */
  email?: string;
}

export interface UserState {
  id: number;
  uuid: string;
  username: string;
  displayName: string;
  email: string;
  emailVerified: boolean;
  passwordHash: string;
  state: 'active' | 'suspended' | 'deleted';
  isAdmin: boolean;
  /** Outstanding one-time links by request id (only the newest few are kept). */
  links: Record<string, LinkRequest>;
  /** When the latest reset links were issued (as many as the hourly cap needs), oldest first. */
  resetRequestedAt: string[];
  settings: UserSettings;
  /** The stored avatar's file name, or null. */
  avatar: string | null;
}

const KEEP_LINKS = 10;

function withLink(links: Record<string, LinkRequest>, id: string, link: LinkRequest): Record<string, LinkRequest> {
  const entries = Object.entries(links).filter(([, l]) => !l.used).slice(-(KEEP_LINKS - 1));
  return Object.fromEntries([...entries, [id, link]]);
}

function markUsed(links: Record<string, LinkRequest>, ...ids: Array<string | null>): Record<string, LinkRequest> {
  const next = { ...links };
  for (const id of ids) {
    const link = id ? next[id] : undefined;
    if (link && id) next[id] = { ...link, used: true };
  }
  return next;
}

export const userAggregate: Aggregate<UserState, UserEvent> = {
  initial: {
    id: 0, uuid: '', username: '', displayName: '', email: '', emailVerified: false, passwordHash: '',
    state: 'active', isAdmin: false, links: {}, resetRequestedAt: [], settings: defaultUserSettings, avatar: null,
  },
  evolve(s, e) {
    switch (e.type) {
      case 'UserSignedUp':
        return { ...s, ...e.data, emailVerified: false, state: 'active' };
      case 'UsernameChanged':
        return { ...s, username: e.data.username };
      case 'DisplayNameChanged':
        return { ...s, displayName: e.data.displayName };
      case 'EmailChanged':
        return { ...s, email: e.data.email, emailVerified: false };
      case 'EmailVerificationRequested':
        return { ...s, links: withLink(s.links, e.data.requestId, { kind: 'verify', tokenHash: e.data.tokenHash, expiresAt: e.data.expiresAt, used: false, email: e.data.email }) };
      case 'PasswordResetRequested':
        return {
          ...s,
          links: withLink(s.links, e.data.requestId, { kind: 'reset', tokenHash: e.data.tokenHash, expiresAt: e.data.expiresAt, used: false }),
          resetRequestedAt: e.data.requestedAt ? [...s.resetRequestedAt, e.data.requestedAt].slice(-RESET_MAILS_PER_WINDOW) : s.resetRequestedAt,
        };
      case 'EmailVerified':
        return { ...s, emailVerified: true, links: markUsed(s.links, e.data.requestId) };
      case 'PasswordReset':
        return { ...s, passwordHash: e.data.passwordHash, links: markUsed(s.links, e.data.requestId) };
      case 'PasswordChanged':
        return { ...s, passwordHash: e.data.passwordHash };
      case 'ResetLinksRevoked':
        return { ...s, links: markUsed(s.links, ...e.data.requestIds) };
      case 'AccountStateChanged':
        return { ...s, state: e.data.state };
      case 'SettingsChanged':
        return { ...s, settings: { ...s.settings, ...e.data.changes } };
      case 'UserAvatarSet':
        return { ...s, avatar: e.data.avatar };
      case 'UserAvatarRemoved':
        return { ...s, avatar: null };
      case 'AdminGranted':
        return { ...s, isAdmin: true };
      case 'AdminRevoked':
        return { ...s, isAdmin: false };
    }
  },
};

/**
 * The event voiding every reset link still pending (but `except`, the one being used), or none when there is none:
 * after a reset or a change, an older link mailed to the account must not set the password again.
 */
export function revokePendingResets(s: UserState, except: string | null = null): UserEvent[] {
  const requestIds = Object.entries(s.links).filter(([id, l]) => l.kind === 'reset' && !l.used && id !== except).map(([id]) => id);
  return requestIds.length > 0 ? [{ type: 'ResetLinksRevoked', data: { requestIds } }] : [];
}

/** A link request that can still be used at `now`. */
export function usableLink(s: UserState, requestId: string, now: Date): LinkRequest | null {
  const link = s.links[requestId];
  if (!link || link.used || Date.parse(link.expiresAt) <= now.getTime()) return null;
  return link;
}

/** Usernames are claimed (ignoring case) by the user's uuid (contracts/events/user.ts: usernameStream). */
export const usernameClaims: ClaimKind<UsernameEvent> = {
  claimed: (userUuid) => ({ type: 'UsernameClaimed', data: { userUuid } }),
  released: (userUuid) => ({ type: 'UsernameReleased', data: { userUuid } }),
  holderAfter: (e) => (e.type === 'UsernameClaimed' ? e.data.userUuid : null),
};
