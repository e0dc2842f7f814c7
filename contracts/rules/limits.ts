/**
 * Rate limits and lockouts (DESIGN.md, "The HTTP API"). How many requests a minute is configuration
 * (AUTH_RATE_LIMIT, API_RATE_LIMIT); how windows, lockouts and caps behave is decided here, once.
 */
const MINUTE_MS = 60_000;

/** Every request budget (sign-in per address, API per key, session or address) counts in windows of a minute. */
export const RATE_WINDOW_MS = MINUTE_MS;

/**
 * A browser session gets this many times the API budget of a key: one screen of the web app makes several calls
 * (the page, its stats, its entries, banners), and a writer clicking around must not meet the limit scripts meet.
 */
export const SESSION_BUDGET_FACTOR = 3;

/** Login attempts for one username allowed in a row before the account is locked for a while. */
export const LOGIN_ATTEMPTS_BEFORE_LOCKOUT = 5;
/** The first lockout; each further failed attempt doubles it, up to the cap (so an attacker can't lock an owner out for long). */
export const LOGIN_LOCKOUT_FIRST_MS = 15_000;
export const LOGIN_LOCKOUT_MAX_MS = 5 * MINUTE_MS;
/** Failed attempts further apart than this start the count again. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;

/**
 * How long an account is locked after its `attempt`-th login attempt in a row (attempts are counted before the
 * password is checked, and a success clears them): 0 for the first few, then doubling from the first lockout.
 */
export function loginLockoutMs(attempt: number): number {
  if (attempt < LOGIN_ATTEMPTS_BEFORE_LOCKOUT) return 0;
  return Math.min(LOGIN_LOCKOUT_FIRST_MS * 2 ** (attempt - LOGIN_ATTEMPTS_BEFORE_LOCKOUT), LOGIN_LOCKOUT_MAX_MS);
}

/** `loginLockoutMs` for attempts 1, 2, ... up to the first capped one (the last entry holds for every later attempt). */
export function loginLockoutSchedule(): number[] {
  const schedule: number[] = [];
  for (let attempt = 1; schedule.at(-1) !== LOGIN_LOCKOUT_MAX_MS; attempt++) schedule.push(loginLockoutMs(attempt));
  return schedule;
}

/**
 * Reset mails sent to one account, and to one address (however many accounts share it), per window; further
 * requests answer the same but send nothing.
 */
export const RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_MS = 60 * MINUTE_MS;

/**
 * Whether another reset mail may go out at `now`, given when the account's earlier ones were requested (ISO times)
 * and how many went to its address within the window (any account's).
 */
export function mayMailReset(requestedAt: readonly string[], mailedToAddress: number, now: Date): boolean {
  const since = now.getTime() - RESET_MAIL_WINDOW_MS;
  return mailedToAddress < RESET_MAILS_PER_WINDOW && requestedAt.filter((at) => Date.parse(at) > since).length < RESET_MAILS_PER_WINDOW;
}

/**
 * Batches of entries from one writer are saved one at a time (every instance of the command API takes the writer's
 * lock), so one writer's import loops cannot take the cores from everyone else (issue 27). Smaller batches, like
 * single entries, go straight through: the API budget already bounds what they can add up to.
 */
export const BIG_BATCH_FROM = 100;
/** Big batches of one writer that may wait in one process behind the one being saved; one more answers 429. */
export const BIG_BATCHES_WAITING_PER_WRITER = 3;
/** How long a big batch waits for its writer's lock held by another instance before answering 429. */
export const BIG_BATCH_LOCK_WAIT_MS = 60_000;
/** The Retry-After of that 429: about what one 20,000-entry batch takes to be saved. */
export const BIG_BATCH_RETRY_AFTER_S = 5;

/**
 * A writer's lists of entries (GET /tally) that miss the cache are built one at a time in a process, however many
 * of their tabs or scripts ask at once (issue 27: ten loops of filtered lists of one long history made everyone
 * else's GET 37× slower); this many may wait behind the one being built, one more answers 429.
 */
export const LIST_BUILDS_WAITING_PER_WRITER = 4;
export const LIST_BUILDS_RETRY_AFTER_S = 2;

/**
 * API keys one writer may hold (deleted keys do not count; expired ones do until deleted, as they are listed). A
 * script or app needs one each; without a cap, one account could mint keys (and budgets) without end.
 */
export const API_KEYS_PER_WRITER = 20;

/**
 * Live streams (server-sent events, e.g. a board's) one writer may have open at once, over all their sessions and
 * keys: each holds a connection for as long as it is open. A browser keeps at most six connections per site over
 * HTTP/1.1, so ten leaves room for several tabs; beyond it a stream answers 429 with this Retry-After.
 */
export const LIVE_STREAMS_PER_WRITER = 10;
export const LIVE_STREAM_RETRY_AFTER_S = 30;
