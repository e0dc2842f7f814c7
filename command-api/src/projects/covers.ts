import type { FastifyRequest } from 'fastify';
import { coverUpload, type SummarizedProject } from '@inkpace/contracts/api/project';
import { projectPolicy } from '@inkpace/contracts/rules/policies/project';
import { removeCover as removeCoverFile, storeCover } from '@inkpace/infra/files';
import { readSingleFile, type Caller } from '@inkpace/infra/http';
import { projectView } from '@inkpace/projector/progress';
import type { CommandDeps } from '../pipeline/deps.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { removeCover, setCover } from './commands.ts';

/**
 * Stores an uploaded cover (type decided by content, resized to WebP) and makes it the project's. Ownership is
 * checked before the upload is read; the replaced file is deleted once the new one is recorded, and a file that
 * could not be recorded is deleted again, so no orphan stays behind.
 */
export async function uploadCover(
  deps: CommandDeps, caller: Caller, id: number, request: FastifyRequest, meta: CommandMeta,
): Promise<SummarizedProject> {
  projectPolicy.touch(await projectView(deps.db, id), caller);
  const upload = await readSingleFile(request, coverUpload);
  const { fileName } = await storeCover(deps.uploadsDir, deps.images, upload);
  try {
    const { project, previous } = await setCover(deps, caller, id, fileName, meta);
    if (previous) await removeCoverFile(deps.uploadsDir, previous).catch((error: unknown) => deps.log.warn({ err: error }, 'old cover not removed'));
    return project;
  } catch (error) {
    await removeCoverFile(deps.uploadsDir, fileName).catch(() => undefined);
    throw error;
  }
}

export async function deleteCover(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<SummarizedProject> {
  const { project, previous } = await removeCover(deps, caller, id, meta);
  if (previous) await removeCoverFile(deps.uploadsDir, previous).catch((error: unknown) => deps.log.warn({ err: error }, 'cover file not removed'));
  return project;
}
