import { useRef, useState } from 'react';
import { errorText } from './api-error.ts';
import { toast } from './toast.ts';

export interface AsyncSubmitOptions {
  /** The words a failure shows (spec §8), e.g. a catalogue message by error code; the server's by default. */
  failure?(error: unknown): string;
  /** Inline (`error`, shown next to the form) by default; 'toast' for buttons with no room for a message. */
  failureAs?: 'inline' | 'toast';
}

export interface AsyncSubmit<A extends unknown[]> {
  /**
   * Runs the action unless one is already running (a second click or Enter meanwhile does nothing). Resolves true
   * when it succeeded, false when it failed or did not run; it never rejects.
   */
  run(...args: A): Promise<boolean>;
  /** True while the action runs: submit buttons show their loading label and stay disabled. */
  pending: boolean;
  /** What the last failure shows; cleared when the next run starts. */
  error: string | null;
  /** Shows a problem found before sending (e.g. a file too large), or clears it. */
  setError(message: string | null): void;
}

const serverWords = (error: unknown): string => errorText(error);

/**
 * The one way a form or confirm button sends something: pending while it runs, never twice at once, and a
 * failure turned into the spec's words. What happens on success (toast, close, navigate) is the action's own.
 */
export function useAsyncSubmit<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
  { failure = serverWords, failureAs = 'inline' }: AsyncSubmitOptions = {},
): AsyncSubmit<A> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // State lands on the next render; the ref also stops a second submit made before it (a double click).
  const running = useRef(false);

  const run = async (...args: A): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await action(...args);
      return true;
    } catch (e) {
      const message = failure(e);
      if (failureAs === 'toast') toast.error(message);
      else setError(message);
      return false;
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { run, pending, error, setError };
}
