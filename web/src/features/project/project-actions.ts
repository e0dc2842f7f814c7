import { COVER_FIELD, projectRoutes, type SummarizedProject, type UpdateProjectBody } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { ApiError, call, pathFor } from '../../app/api.ts';
import { projectsChanged } from '../../app/progress-cache.ts';
import { errorText } from '../../ui/api-error.ts';
import { createBodyOf, type ProjectFormOutput } from './project-form-values.ts';

/**
 * The project writes (spec §7). Each one refreshes the cached lists and pages afterwards (spec §4 "Lists and
 * refresh"): the list, the project's page and the sidebar's starred projects all read those keys.
 */

export async function createProject(values: ProjectFormOutput): Promise<SummarizedProject> {
  const created = await call(projectRoutes.create, { body: createBodyOf(values) });
  projectsChanged();
  return created;
}

export async function updateProject(id: number, changes: UpdateProjectBody): Promise<SummarizedProject> {
  const updated = await call(projectRoutes.update, { params: { id }, body: changes });
  projectsChanged();
  return updated;
}

export const setStarred = (id: number, starred: boolean): Promise<SummarizedProject> => updateProject(id, { starred });

export async function removeCover(id: number): Promise<SummarizedProject> {
  const updated = await call(projectRoutes.removeCover, { params: { id } });
  projectsChanged();
  return updated;
}

type Envelope = { success: true; data: SummarizedProject } | { success: false; error: { code: string; message: string } } | null;

/**
 * Uploads a cover as multipart form data (field `cover`). `call` sends JSON only, so this posts the form itself
 * and reads the same envelope: `data` on success, otherwise an ApiError with the server's code and message.
 */
export async function uploadCover(id: number, file: File): Promise<SummarizedProject> {
  const form = new FormData();
  form.append(COVER_FIELD, file);
  // No content-type header: the browser writes the multipart boundary itself. A network failure rejects as is
  // (coverFailure then shows the generic server-side text).
  const res = await fetch(pathFor(projectRoutes.uploadCover, { id }), {
    method: projectRoutes.uploadCover.method,
    credentials: 'same-origin',
    body: form,
  });
  const body = (await res.json().catch(() => null)) as Envelope;
  if (body?.success === true) {
    projectsChanged();
    return body.data;
  }
  throw new ApiError(body?.error.code ?? 'SERVER_ERROR', body?.error.message ?? messages.errors.serverError, res.status);
}

/** Create and edit failures (spec §8): a refused field shows the server's words, anything else the catalogue's. */
export const createFailure = (error: unknown): string =>
  errorText(error, { VALIDATION_FAILED: null, NOT_LOGGED_IN: null }, messages.errors.projectCreateFailed);
export const editFailure = (error: unknown): string =>
  errorText(error, { VALIDATION_FAILED: null, NOT_LOGGED_IN: null, NOT_FOUND: null }, messages.errors.projectEditFailed);

/**
 * "Could not upload your cover: {message}." The reasons are sentences ending in a full stop, which the template
 * adds itself; without the trim the text would end in "..".
 */
export const coverFailureText = (reason: string): string => messages.errors.coverUploadFailed(reason.replace(/\.+$/, ''));

export const coverFailure = (error: unknown): string =>
  coverFailureText(error instanceof ApiError ? error.message : messages.errors.serverError);
