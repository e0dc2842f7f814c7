import { IMPORT_FILE_FIELD, importRoutes, type CsvMapping, type ImportStatus } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';
import { ApiError, call, pathFor } from '../../app/api.ts';

/** What one POST /api/v1/import sends beside the file (contracts/api/import.ts `importFields`). */
export interface ImportRequest {
  file: File;
  preview: boolean;
  /** Column → field, for a CSV; left out, the server detects them. */
  mapping?: CsvMapping;
  /** The project for rows that name none. */
  workId?: number;
}

type Envelope = { success: true; data: { id: string } } | { success: false; error: { code: string; message: string } } | null;

/**
 * Starts an import (or a preview) and resolves with its id. `call` sends JSON and reads a 202 as "stored, not shown
 * yet"; this route takes multipart and answers 202 with the id to poll, so it posts the form itself.
 */
export async function startImport({ file, preview, mapping, workId }: ImportRequest): Promise<string> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  form.append('preview', String(preview));
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (workId !== undefined) form.append('workId', String(workId));
  let res: Response;
  try {
    // No content-type header: the browser writes the multipart boundary itself.
    res = await fetch(pathFor(importRoutes.start, undefined), { method: importRoutes.start.method, credentials: 'same-origin', body: form });
  } catch {
    throw new ApiError('NETWORK_ERROR', messages.errors.serverError, 0);
  }
  const body = (await res.json().catch(() => null)) as Envelope;
  if (body?.success === true) return body.data.id;
  throw new ApiError(body?.error.code ?? 'SERVER_ERROR', body?.error.message ?? messages.errors.serverError, res.status);
}

export const loadImport = (id: string): Promise<ImportStatus> => call(importRoutes.get, { params: { id } });

export const isFinished = (status: ImportStatus): boolean => status.state === 'done' || status.state === 'failed';

/** A text pasted into a page, sent as the file the import reads. */
export const pastedFile = (text: string): File => new File([text], 'pasted.csv', { type: 'text/csv' });
