import { DAY_MS } from './dates.ts';

/** The states an account can be in (spec §4). */
export const ACCOUNT_STATES = ['active', 'suspended', 'deleted'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** Account timing rules, in one place for the server, the workers and the web app's notices. */

/** An account whose email is not verified this long after sign-up is suspended. */
export const UNVERIFIED_SUSPENSION_DAYS = 10;
export const UNVERIFIED_SUSPENSION_MS = UNVERIFIED_SUSPENSION_DAYS * DAY_MS;

/** A verification link stays valid long enough to outlast the suspension notice; a reset link is short-lived. */
export const VERIFY_LINK_TTL_MS = UNVERIFIED_SUSPENSION_DAYS * DAY_MS;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** A session unused this long ends; a session never outlives the absolute limit. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
export const SESSION_MAX_MS = 365 * DAY_MS;

/** True when an unverified account signed up at `createdAt` is due for suspension at `now`. */
export function isDueForSuspension(createdAt: Date, emailVerified: boolean, now: Date): boolean {
  return !emailVerified && now.getTime() - createdAt.getTime() >= UNVERIFIED_SUSPENSION_MS;
}

/** Milliseconds from `now` until an account signed up at `createdAt` is due for the suspension check. */
export function msUntilSuspensionCheck(createdAt: Date, now: Date): number {
  return Math.max(0, createdAt.getTime() + UNVERIFIED_SUSPENSION_MS - now.getTime());
}
