import { messages } from '@inkpace/contracts/messages';
import { ApiError, WRITE_PENDING } from '../app/api.ts';

/**
 * What to show for a failed call, per the spec's error catalogue (§8): `byCode` maps an error code to its message,
 * or to `null` for "the server's message"; other codes show `fallback`, or the server's message when there is none.
 */
export function errorText(error: unknown, byCode: Partial<Record<string, string | null>> = {}, fallback?: string): string {
  if (!(error instanceof ApiError)) return fallback ?? messages.errors.serverError;
  const mapped = byCode[error.code];
  if (mapped === null) return error.message;
  return mapped ?? fallback ?? error.message;
}

/** The error's code, when the server gave one. */
export const errorCode = (error: unknown): string | undefined => (error instanceof ApiError ? error.code : undefined);

/** A write the server stored but cannot show yet (HTTP 202): not a failure, and not to be sent again. */
export const isWritePending = (error: unknown): error is ApiError => error instanceof ApiError && error.code === WRITE_PENDING;
