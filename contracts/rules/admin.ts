import type { AccountState } from './account.ts';

/** Administration's bounds and rules, once for the server and the web app. */

/** Page sizes the admin users list offers (spec §9); the server accepts any take from 1 to the largest. */
export const ADMIN_PAGE_SIZES = [50, 100, 250] as const;
export const ADMIN_TAKE_DEFAULT = 50;
export { ADMIN_SEARCH_MAX, ADMIN_SKIP_MAX, ADMIN_TAKE_MAX } from './field-limits.ts';
/** The users list searches once typing pauses this long, and at least this often while it goes on (spec §9). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 500;
export const ADMIN_SEARCH_MAX_WAIT_MS = 1000;

/** `%`, `_` and `\` in a search are literal characters, not LIKE wildcards. */
export const likeSubstring = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The reason an administrator may give for an action (kept in the event's metadata for the audit trail). */
export { ADMIN_REASON_MAX } from './field-limits.ts';

/** What an administrator may do to an account's state (spec §4): only these four transitions. */
export const ADMIN_TRANSITIONS = [
  { from: 'active', to: 'suspended', action: 'suspend' },
  { from: 'active', to: 'deleted', action: 'delete' },
  { from: 'suspended', to: 'active', action: 'activate' },
  { from: 'deleted', to: 'active', action: 'restore' },
] as const satisfies ReadonlyArray<{ from: AccountState; to: AccountState; action: string }>;
export type AdminStateAction = (typeof ADMIN_TRANSITIONS)[number]['action'];

/** Spec §4: deleting and restoring are confirmed by typing the account's username exactly. */
export const ADMIN_TYPED_USERNAME_ACTIONS: readonly AdminStateAction[] = ['delete', 'restore'];

/** The action that takes an account from `from` to `to`, or null when administrators may not make that change. */
export function adminTransition(from: AccountState, to: AccountState): AdminStateAction | null {
  return ADMIN_TRANSITIONS.find((t) => t.from === from && t.to === to)?.action ?? null;
}

/** The state actions to offer for an account in `state` (the web app's buttons; the server checks the same table). */
export const adminStateActions = (state: AccountState): AdminStateAction[] =>
  ADMIN_TRANSITIONS.filter((t) => t.from === state).map((t) => t.action);

/** Verify by fiat and the mails are offered only while the account is active (spec §4). */
export const adminProfileActionsAllowed = (state: AccountState): boolean => state === 'active';
