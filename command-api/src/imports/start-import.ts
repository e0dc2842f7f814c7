import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { importFields, importUpload } from '@inkpace/contracts/api/import';
import { DomainError } from '@inkpace/contracts/errors';
import { projectPolicy } from '@inkpace/contracts/rules/policies/project';
import { insertImport } from '@inkpace/infra/db';
import { readUpload, validationMessage, type Caller } from '@inkpace/infra/http';
import { projectView } from '@inkpace/projector/progress';
import type { CommandDeps } from '../pipeline/deps.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { detectKind } from './read-file.ts';

/**
 * POST /api/v1/import: reads the upload and its fields, judges the file by its content (its kind; a zip's safety; a
 * paste's project), records the import with its file and starts its job. Answers at once with the import's id; the
 * writer follows it with GET /api/v1/import/{id}.
 */
export async function startImport(deps: CommandDeps, caller: Caller, request: FastifyRequest, meta: CommandMeta): Promise<{ id: string }> {
  const upload = await readUpload(request, importUpload);
  const fields = importFields.safeParse(upload.fields);
  if (!fields.success) throw new DomainError('VALIDATION_FAILED', validationMessage(fields.error));
  const { mapping, workId, preview } = fields.data;
  // The project rows without one go to must be the writer's own (anyone else's is the same 404 as none).
  if (workId !== undefined) projectPolicy.touch(await projectView(deps.db, workId), caller);
  const options = { ...(mapping ? { mapping } : {}), ...(workId !== undefined ? { workId } : {}) };
  const kind = detectKind(upload.file, options);
  const id = randomUUID();
  await insertImport(deps.db, {
    id, ownerId: caller.userId, preview: preview ?? false, kind, options, caller: { ...caller }, meta: { ...meta }, file: upload.file,
    createdAt: deps.clock.now(),
  });
  await deps.importJobs?.start(id);
  return { id };
}
