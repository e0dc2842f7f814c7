import type { FastifyRequest } from 'fastify';
import type { UploadRule } from '@inkpace/contracts/api/route';
import type { UploadKind } from '@inkpace/contracts/api/uploads';
import { removeImage, storeImage } from '@inkpace/infra/files';
import { readSingleFile, WriteNotVisibleError } from '@inkpace/infra/http';
import type { CommandDeps } from './deps.ts';

/** What recording a stored image answers: the resource, and the file it replaced (null when there was none). */
export interface Replaced<T> {
  result: T;
  previous: string | null;
}

/**
 * The one path of an uploaded image (covers, avatars): read the request's single file under the route's upload rule,
 * store it (type decided by content, resized to WebP: infra/src/files), then `record` its name. The replaced file is
 * deleted once the change is recorded. A file whose recording failed is deleted again, so no orphan stays behind;
 * one that was recorded but is not visible yet (a 202) is kept, as the log names it.
 */
export async function replaceImage<T>(
  deps: CommandDeps, kind: UploadKind, request: FastifyRequest, rule: UploadRule, record: (fileName: string) => Promise<Replaced<T>>,
): Promise<T> {
  const upload = await readSingleFile(request, rule);
  const { fileName } = await storeImage(deps.uploadsDir, deps.images, kind, upload);
  let replaced: Replaced<T>;
  try {
    replaced = await record(fileName);
  } catch (error) {
    if (!(error instanceof WriteNotVisibleError)) await removeImage(deps.uploadsDir, kind, fileName).catch(() => undefined);
    throw error;
  }
  await dropImage(deps, kind, replaced.previous);
  return replaced.result;
}

/** Deletes a stored image no longer named by anything (after the change that dropped it is recorded). */
export async function dropImage(deps: Pick<CommandDeps, 'uploadsDir' | 'log'>, kind: UploadKind, fileName: string | null): Promise<void> {
  if (!fileName) return;
  await removeImage(deps.uploadsDir, kind, fileName).catch((error: unknown) => deps.log.warn({ err: error, kind }, 'replaced image not removed'));
}
