import { accountRoutes, AVATAR_FIELD, type User } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { ApiError, call, WRITE_PENDING } from '../../app/api.ts';
import { userChanged } from '../../app/session.ts';
import { errorText, isWritePending } from '../../ui/api-error.ts';
import { leaderboardsChanged } from '../leaderboard/index.ts';

type Envelope = { success: true; data: unknown } | { success: false; error: { code: string; message: string } } | null;

/** The user now shows another face: in the menu at once, and on every board the next time it is read. */
function avatarChanged(user: User): User {
  userChanged(user);
  leaderboardsChanged();
  return user;
}

/**
 * Uploads an avatar as multipart form data (field `avatar`). XMLHttpRequest, not fetch: it is the browser API that
 * reports upload progress (`onProgress` gets 0…1). Resolves with the user; rejects with an ApiError as `call` does.
 */
export function uploadAvatar(file: File, onProgress: (fraction: number) => void): Promise<User> {
  return new Promise<User>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(accountRoutes.uploadAvatar.method, accountRoutes.uploadAvatar.path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: Envelope = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        body = null;
      }
      if (xhr.status === 202 && body?.success === true) {
        reject(new ApiError(WRITE_PENDING, messages.success.writePending, 202));
      } else if (body?.success === true) {
        resolve(avatarChanged(body.data as User));
      } else {
        reject(new ApiError(body?.error.code ?? 'SERVER_ERROR', body?.error.message ?? messages.errors.serverError, xhr.status));
      }
    };
    xhr.onerror = () => reject(new ApiError('NETWORK_ERROR', messages.errors.serverError, 0));
    const form = new FormData();
    form.append(AVATAR_FIELD, file);
    xhr.send(form);
  });
}

export async function removeAvatar(): Promise<User> {
  return avatarChanged(await call(accountRoutes.removeAvatar));
}

/**
 * Spec §8: "Could not upload your avatar: {message}." The reasons are sentences ending in a full stop, which the
 * template adds itself. A stored upload that is slow to show says so instead (it must not be sent again).
 */
export const avatarFailureText = (reason: string): string => messages.errors.avatarUploadFailed(reason.replace(/\.+$/, ''));
export const avatarFailure = (error: unknown): string => {
  if (isWritePending(error)) return error.message;
  return avatarFailureText(error instanceof ApiError ? error.message : messages.errors.serverError);
};
export const avatarRemoveFailure = (error: unknown): string =>
  (isWritePending(error) ? error.message : errorText(error, {}, messages.errors.avatarRemoveFailed));
