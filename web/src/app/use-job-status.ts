import { useEffect, useRef, useState } from 'react';
import type { ImportState } from '@inkpace/contracts/api/import';
import { ApiError } from './api.ts';

/** How often a running job (an import, an export) is read again: the bar moves at least once a second (issue 29). */
export const JOB_POLL_MS = 500;
/** After a read that failed on the way (the network, a restart): the job runs on, so read again a little later. */
export const JOB_RETRY_MS = 2000;

/** What every job's status says: where it is. */
export interface JobState {
  state: ImportState;
}

export const isFinished = (status: JobState): boolean => status.state === 'done' || status.state === 'failed';

/** The server's answer that this job is not the caller's to read (unknown, expired, malformed id): stop. */
const isRefusal = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500;

export interface JobWatch<S> {
  /** The latest answer for this id; null until the first one. */
  status: S | null;
  /** Why the server will not answer for it (an unknown id); polling stops. A failure on the way is retried. */
  error: unknown;
}

/**
 * Reads a job's status with `load` until it is done or failed, then calls `onFinished` once with the last answer.
 * A new id starts over; null reads nothing. `load` is read when the id changes, not on every render.
 */
export function useJobStatus<S extends JobState>(id: string | null, load: (id: string) => Promise<S>, onFinished?: (status: S) => void): JobWatch<S> {
  const [watch, setWatch] = useState<JobWatch<S> & { id: string | null }>({ id, status: null, error: undefined });
  // The caller's functions, read when used: new ones each render must not restart polling.
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    if (id === null) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async (): Promise<void> => {
      try {
        const status = await loader.current(id);
        if (stopped) return;
        setWatch({ id, status, error: undefined });
        if (isFinished(status)) finished.current?.(status);
        else timer = setTimeout(() => void read(), JOB_POLL_MS);
      } catch (error) {
        if (stopped) return;
        if (isRefusal(error)) setWatch((w) => ({ id, status: w.id === id ? w.status : null, error }));
        else timer = setTimeout(() => void read(), JOB_RETRY_MS);
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
