import { useEffect, useRef } from 'react';
import { REDIRECT_AFTER_FORM_MS } from '../app/constants.ts';

/**
 * Spec §4: a form in a dialog closes 1 second after its success. `done` starts the wait; closing or leaving first
 * cancels it. The latest `onClose` is the one called.
 */
export function useCloseAfterSuccess(done: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => onCloseRef.current(), REDIRECT_AFTER_FORM_MS);
    return () => clearTimeout(timer);
  }, [done]);
}
