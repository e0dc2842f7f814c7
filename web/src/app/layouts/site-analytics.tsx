import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useEnvInfo } from './site-info.ts';

/** Loads the analytics module only when the server enables metrics, and counts each page view. */
export function SiteAnalytics(): null {
  const env = useEnvInfo();
  const [location] = useLocation();
  const enabled = env?.ENABLE_METRICS === true && env.PLAUSIBLE_HOST !== '' && env.PLAUSIBLE_DOMAIN !== '';
  useEffect(() => {
    if (!enabled || !env) return;
    void import('../analytics.ts').then((analytics) => {
      analytics.startAnalytics({ host: env.PLAUSIBLE_HOST, domain: env.PLAUSIBLE_DOMAIN });
      analytics.trackPageview();
    });
  }, [enabled, env, location]);
  return null;
}
