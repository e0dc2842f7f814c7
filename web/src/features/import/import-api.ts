import { IMPORT_FILE_FIELD, importRoutes, type CsvMapping, type ImportStatus } from '@inkpace/contracts/api/import';
import { call, startJob } from '../../app/api.ts';

/** What one POST /api/v1/import sends beside the file (contracts/api/import.ts `importFields`). */
export interface ImportRequest {
  file: File;
  preview: boolean;
  /** Column → field, for a CSV; left out, the server detects them. */
  mapping?: CsvMapping;
  /** The project for rows that name none. */
  workId?: number;
}

/** Starts an import (or a preview) and resolves with its id (multipart: the file and its fields). */
export async function startImport({ file, preview, mapping, workId }: ImportRequest): Promise<string> {
  const form = new FormData();
  form.append(IMPORT_FILE_FIELD, file);
  form.append('preview', String(preview));
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (workId !== undefined) form.append('workId', String(workId));
  return startJob(importRoutes.start, form);
}

export const loadImport = (id: string): Promise<ImportStatus> => call(importRoutes.get, { params: { id } });

/** A text pasted into a page, sent as the file the import reads. */
export const pastedFile = (text: string): File => new File([text], 'pasted.csv', { type: 'text/csv' });
