/** Error codes of the HTTP API (wire-compatible with the established tracker's), and the status each maps to. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  NOT_LOGGED_IN: 401,
  INCORRECT_CREDS: 400,
  FORBIDDEN: 403,
  ACCOUNT_NOT_ACTIVE: 403,
  NOT_FOUND: 404,
  USERNAME_EXISTS: 400,
  TAG_EXISTS: 400,
  ALREADY_EXISTS: 400,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** Leaderboards (server-behaviour §2.2): joining a board that is not open, or joining twice. */
  CANNOT_JOIN: 409,
  ALREADY_JOINED: 409,
  /** The sole owner of a leaderboard cannot leave, be kicked or (Inkpace, unlike the reference) be demoted. */
  ONLY_OWNER: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An Idempotency-Key sent again with a different request (method, path or body) than the one it first named. */
  IDEMPOTENCY_KEY_REUSED: 422,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A rate limit or a login lockout; the answer carries Retry-After. The reference's code for its limiter. */
  TOO_MANY_REQUESTS: 429,
  HEADERS_TOO_LARGE: 431,
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ApiError {
  code: ErrorCode | (string & {});
  message: string;
}

/**
 * An expected failure with a wire code and a user-facing message: what a decision, a policy or a validation throws.
 * Anything else thrown is a bug (a 500).
 */
export class DomainError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
    this.status = errorStatus[code];
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
