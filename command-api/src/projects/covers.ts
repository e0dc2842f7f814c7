import type { FastifyRequest } from 'fastify';
import { coverUpload, type SummarizedProject } from '@inkpace/contracts/api/project';
import { projectPolicy } from '@inkpace/contracts/rules/policies/project';
import type { Caller } from '@inkpace/infra/http';
import { projectView } from '@inkpace/projector/progress';
import type { CommandDeps } from '../pipeline/deps.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { dropImage, replaceImage } from '../pipeline/stored-images.ts';
import { removeCover, setCover } from './commands.ts';

/**
 * Stores an uploaded cover and makes it the project's (pipeline/stored-images.ts: type by content, resized to WebP,
 * the replaced file deleted once recorded). Ownership is checked before the upload is read.
 */
export async function uploadCover(
  deps: CommandDeps, caller: Caller, id: number, request: FastifyRequest, meta: CommandMeta,
): Promise<SummarizedProject> {
  projectPolicy.touch(await projectView(deps.db, id), caller);
  return replaceImage(deps, 'covers', request, coverUpload, async (fileName) => {
    const { project, previous } = await setCover(deps, caller, id, fileName, meta);
    return { result: project, previous };
  });
}

export async function deleteCover(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<SummarizedProject> {
  const { project, previous } = await removeCover(deps, caller, id, meta);
  await dropImage(deps, 'covers', previous);
  return project;
}
