import { z } from 'zod';
import { accountState, measureCounts } from './values.ts';
import type { EventUnion } from './event.ts';

export const userStream = (uuid: string) => `user-${uuid}`;

/** One-time links (verification, reset): the log holds only the token's hash, never the token. */
const linkRequest = z.object({ requestId: z.uuid(), tokenHash: z.string(), expiresAt: z.string() });

export const userEventSchemas = {
  UserSignedUp: z.object({
    id: z.number().int(),
    uuid: z.uuid(),
    username: z.string(),
    displayName: z.string(),
    email: z.string(),
    passwordHash: z.string(),
  }),
  UsernameChanged: z.object({ username: z.string(), previous: z.string() }),
  DisplayNameChanged: z.object({ displayName: z.string() }),
  /** A changed address is unverified until its own link is followed. */
  EmailChanged: z.object({ email: z.string() }),
  EmailVerificationRequested: linkRequest.extend({ email: z.string() }),
  EmailVerified: z.object({ email: z.string(), requestId: z.uuid().nullable() }),
  /**
   * `requestedAt` counts the account's reset mails per hour. v2: always present; null for requests stored before it
   * was recorded (v1 left it out; see registry.ts), which count as none.
   */
  PasswordResetRequested: linkRequest.extend({ requestedAt: z.string().nullable() }),
  /** A reset ends every session of the user. */
  PasswordReset: z.object({ requestId: z.uuid(), passwordHash: z.string() }),
  /** A change ends every other session of the user. */
  PasswordChanged: z.object({ passwordHash: z.string(), keepSessionId: z.uuid().nullable() }),
  /**
   * Reset links still pending when the password was reset or changed: none of them may set it again. Appended
   * together with that PasswordReset or PasswordChanged.
   */
  ResetLinksRevoked: z.object({ requestIds: z.array(z.uuid()) }),
  AccountStateChanged: z.object({ state: accountState, reason: z.string() }),
  /** The settings that changed, with their new values. */
  SettingsChanged: z.object({ changes: z.object({
    lifetimeStartingBalance: measureCounts, enablePublicProfile: z.boolean(), displayCovers: z.boolean(), displayStreaks: z.boolean(),
    weekStartDay: z.number().int(), timeZone: z.string().nullable(), dayEndHour: z.number().int(),
  }).partial() }),
  /** A stored image (a file name under the avatars uploads folder) becomes the user's avatar. */
  UserAvatarSet: z.object({ avatar: z.string() }),
  UserAvatarRemoved: z.object({}),
  AdminGranted: z.object({}),
  AdminRevoked: z.object({}),
};
export type UserEvent = EventUnion<typeof userEventSchemas>;

export const sessionStream = (uuid: string) => `session-${uuid}`;
export const sessionEventSchemas = {
  SessionStarted: z.object({ sessionId: z.uuid(), userId: z.number().int(), userUuid: z.uuid(), tokenHash: z.string() }),
  SessionEnded: z.object({ sessionId: z.uuid(), reason: z.enum(['logout', 'expired']) }),
};
export type SessionEvent = EventUnion<typeof sessionEventSchemas>;

/** Reservation streams make username uniqueness (ignoring case) race-free across users. */
export const usernameStream = (key: string) => `username-${key}`;
export const usernameEventSchemas = {
  UsernameClaimed: z.object({ userUuid: z.uuid() }),
  UsernameReleased: z.object({ userUuid: z.uuid() }),
};
export type UsernameEvent = EventUnion<typeof usernameEventSchemas>;

/**
 * Asking for a reset link: one stream per request, keyed by the request alone, so that asking costs the same
 * whether or not the username exists (nothing about the account is read or written while the asker waits).
 */
export const resetRequestStream = (requestId: string) => `resetrequest-${requestId}`;
export const RESET_REQUEST_CATEGORY = 'resetrequest';
export const resetRequestEventSchemas = {
  /** A reset link was asked for `username`, which may not exist; the workers then issue one if it does. */
  PasswordResetAsked: z.object({ requestId: z.uuid(), username: z.string() }),
};
export type ResetRequestEvent = EventUnion<typeof resetRequestEventSchemas>;
