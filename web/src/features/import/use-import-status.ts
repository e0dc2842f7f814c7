import type { ImportStatus } from '@inkpace/contracts/api/import';
import { useJobStatus, type JobWatch } from '../../app/use-job-status.ts';
import { loadImport } from './import-api.ts';

export type ImportWatch = JobWatch<ImportStatus>;

/**
 * Reads GET /api/v1/import/{id} until the import is done or failed, then calls `onFinished` once with the last
 * answer. A new id starts over; null reads nothing.
 */
export function useImportStatus(id: string | null, onFinished?: (status: ImportStatus) => void): ImportWatch {
  return useJobStatus(id, loadImport, onFinished);
}
