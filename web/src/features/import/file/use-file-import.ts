import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ImportStatus } from '@inkpace/contracts/api/import';
import { errorText } from '../../../ui/api-error.ts';
import { useAsyncSubmit } from '../../../ui/use-async-submit.ts';
import { isFinished } from '../../../app/use-job-status.ts';
import { startImport, type ImportRequest } from '../import-api.ts';
import { useImportStatus } from '../use-import-status.ts';

/** The address parameter that holds a running import's id, so a reload of the page finds it again. */
export const IMPORT_PARAM = 'import';

export type FileImportRequest = Omit<ImportRequest, 'preview'>;

export interface FileImport {
  /** The import under way or finished, from the address; null while choosing and previewing. */
  runId: string | null;
  /** The last preview read (null before one, or after the inputs changed); kept while the next is read. */
  preview: ImportStatus | null;
  /** Sending the file or reading the preview. */
  checking: boolean;
  /** The preview read the file without a problem: Import may start. */
  ready: boolean;
  /** Why the preview or the import could not start, or the preview could not be read. */
  error: string | null;
  previewFile(request: FileImportRequest): Promise<boolean>;
  importFile(request: FileImportRequest): Promise<boolean>;
  starting: boolean;
  /** The inputs changed: the preview no longer describes them. */
  clearPreview(): void;
  /** Back to choosing a file (the address loses the import's id). */
  startOver(): void;
}

/**
 * The steps every file import shares (the CSV and the export-zip pages): preview (POST with preview=true, then poll
 * until read), import (POST again, the id put in the address), then the page shows the run.
 */
export function useFileImport(): FileImport {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const runId = new URLSearchParams(search).get(IMPORT_PARAM);
  const [previewId, setPreviewId] = useState<string | null>(null);
  // The last preview read stays on screen while the next one is read (a mapping changed), so the form stays put.
  const [shown, setShown] = useState<ImportStatus | null>(null);
  const watch = useImportStatus(previewId, setShown);
  const previewSubmit = useAsyncSubmit(async (request: FileImportRequest) => setPreviewId(await startImport({ ...request, preview: true })));
  const importSubmit = useAsyncSubmit(async (request: FileImportRequest) => {
    const id = await startImport({ ...request, preview: false });
    navigate(`${location}?${IMPORT_PARAM}=${encodeURIComponent(id)}`);
  });

  const reading = previewId !== null && watch.error === undefined && (watch.status === null || !isFinished(watch.status));
  const checking = previewSubmit.pending || reading;
  const preview = shown;
  const ready = !checking && preview?.state === 'done' && preview.problems.length === 0 && preview.moreProblems === 0;
  const readError = watch.error === undefined ? null : errorText(watch.error);

  return {
    runId,
    preview,
    checking,
    ready,
    error: previewSubmit.error ?? importSubmit.error ?? readError,
    previewFile: previewSubmit.run,
    importFile: importSubmit.run,
    starting: importSubmit.pending,
    clearPreview: () => {
      setPreviewId(null);
      setShown(null);
      previewSubmit.setError(null);
    },
    startOver: () => {
      setPreviewId(null);
      setShown(null);
      navigate(location);
    },
  };
}
