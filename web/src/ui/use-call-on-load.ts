import { useEffect, useRef, useState } from 'react';

export type LoadCall = { status: 'pending' } | { status: 'done' } | { status: 'failed'; error: unknown };

/**
 * Performs a call once when the screen opens (log out, verify a link). Only once per mount, even when React runs
 * effects twice in development: a verification link works only once.
 */
export function useCallOnLoad(run: () => Promise<unknown>): LoadCall {
  const [state, setState] = useState<LoadCall>({ status: 'pending' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run().then(
      () => setState({ status: 'done' }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, []);
  return state;
}
