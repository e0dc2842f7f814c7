import { useEffect, useRef, useState } from 'react';
import type { ImportStatus } from '@inkpace/contracts/api/import';
import { ApiError } from '../../app/api.ts';
import { isFinished, loadImport } from './import-api.ts';

/** How often a running import is read again: the bar moves at least once a second (issue 29). */
export const IMPORT_POLL_MS = 500;
/** After a read that failed on the way (the network, a restart): the import runs on, so read again a little later. */
export const IMPORT_RETRY_MS = 2000;

/** The server's answer that this import is not the caller's to read (unknown, expired, malformed id): stop. */
const isRefusal = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500;

export interface ImportWatch {
  /** The latest answer for this id; null until the first one. */
  status: ImportStatus | null;
  /** Why the server will not answer for it (an unknown id); polling stops. A failure on the way is retried. */
  error: unknown;
}

/**
 * Reads GET /api/v1/import/{id} until the import is done or failed, then calls `onFinished` once with the last
 * answer. A new id starts over; null reads nothing.
 */
export function useImportStatus(id: string | null, onFinished?: (status: ImportStatus) => void): ImportWatch {
  const [watch, setWatch] = useState<ImportWatch & { id: string | null }>({ id, status: null, error: undefined });
  // The caller's reaction to the end, read when it comes: a new function each render must not restart polling.
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    if (id === null) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async (): Promise<void> => {
      try {
        const status = await loadImport(id);
        if (stopped) return;
        setWatch({ id, status, error: undefined });
        if (isFinished(status)) finished.current?.(status);
        else timer = setTimeout(() => void read(), IMPORT_POLL_MS);
      } catch (error) {
        if (stopped) return;
        if (isRefusal(error)) setWatch((w) => ({ id, status: w.id === id ? w.status : null, error }));
        else timer = setTimeout(() => void read(), IMPORT_RETRY_MS);
      }
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);

  // An answer for an earlier id is not this one's.
  return watch.id === id ? watch : { status: null, error: undefined };
}
