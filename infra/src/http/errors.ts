import { errorStatus, type ErrorCode } from '@inkpace/contracts/errors';

/** An expected failure with a wire code and a user-facing message. Anything else thrown is a 500. */
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

export function isDomainError(e: unknown): e is DomainError {
  return e instanceof DomainError;
}

/** 429 with Retry-After: a rate limit or a login lockout. */
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}
