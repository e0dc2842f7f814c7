import type { FastifyRequest } from 'fastify';
import { avatarUpload, type User } from '@inkpace/contracts/api/account';
import type { Loaded } from '../pipeline/aggregate.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { dropImage, replaceImage } from '../pipeline/stored-images.ts';
import { answer, onUser } from './commands.ts';
import { decideRemoveAvatar, decideSetAvatar, type AvatarDecision } from './decide.ts';
import type { UserState } from './user-aggregate.ts';

/** Runs an avatar decision on the user's stream; returns the user as the read models then show them and the replaced file. */
async function changeAvatar(deps: CommandDeps, uuid: string, meta: CommandMeta, decide: (user: Loaded<UserState>) => AvatarDecision) {
  let previous: string | null = null;
  await onUser(deps, uuid, meta, (user) => {
    const decided = decide(user);
    // The decision may be made again (a revision conflict): the last one made is the one appended.
    previous = decided.previous;
    return decided.decision;
  });
  return { result: await answer(deps, { uuid }), previous: previous as string | null };
}

/**
 * POST /me/avatar: the same path as covers (pipeline/stored-images.ts): one image by content, a square WebP without
 * metadata, the replaced file deleted once the change is recorded. Session only (the route's access).
 */
export function uploadAvatar(deps: CommandDeps, uuid: string, request: FastifyRequest, meta: CommandMeta): Promise<User> {
  return replaceImage(deps, 'avatars', request, avatarUpload, (fileName) =>
    changeAvatar(deps, uuid, meta, (user) => decideSetAvatar(user, fileName)));
}

/** DELETE /me/avatar: back to initials; the file goes once that is recorded. */
export async function removeAvatar(deps: CommandDeps, uuid: string, meta: CommandMeta): Promise<User> {
  const { result, previous } = await changeAvatar(deps, uuid, meta, decideRemoveAvatar);
  await dropImage(deps, 'avatars', previous);
  return result;
}
