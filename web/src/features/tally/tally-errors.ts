import { messages } from '@inkpace/contracts/messages';
import { ApiError } from '../../app/api.ts';

/**
 * What a failed save or delete shows in its dialog: the server's own message when it refused the request (a
 * validation failure, a project that no longer exists, no connection), otherwise the spec's "Could not ...:
 * something went wrong server-side." (spec §8).
 */
function failureText(error: unknown, serverSide: string): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  return serverSide;
}

export const saveFailure = (error: unknown): string => failureText(error, messages.errors.progressSaveFailed);
export const deleteFailure = (error: unknown): string => failureText(error, messages.errors.progressDeleteFailed);
