import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';

/** 429 with Retry-After: a rate limit or a login lockout. */
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

/** 503 with Retry-After: the work a request needs is at capacity (every image render process is taken). */
export class ServiceBusyError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('SERVICE_UNAVAILABLE', messages.errors.busy);
  }
}

/** The log line of a write answered before the read models showed it. */
export const WRITE_NOT_VISIBLE_LOG = 'a command was stored but the read models do not show it yet';

/** What a pending write names (see WriteNotVisibleError). */
export interface PendingResource {
  id?: number;
  ids?: number[];
}

/**
 * A command's events were appended, but the read models did not show them in time (a projection lags or is
 * failing). Answered as 202 with Retry-After and the ids written: never as a failure, which would invite the
 * client to send the write again and store it twice.
 */
export class WriteNotVisibleError extends Error {
  constructor(
    readonly resource: PendingResource,
    /** Where the write stands, for the log line whoever answers writes (with its request and correlation ids). */
    readonly details: { position: string; streamId: string; outcome: string },
  ) {
    super('The write was stored but is not visible yet');
    this.name = 'WriteNotVisibleError';
  }
}
