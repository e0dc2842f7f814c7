import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Goes to `target` after `ms` (spec §9: 1 s after form successes, 2 s after links); nothing while `target` is
 * null. Leaving the screen first cancels it.
 */
export function useNavigateAfter(target: string | null, ms: number): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => navigate(target), ms);
    return () => clearTimeout(timer);
  }, [target, ms, navigate]);
}
