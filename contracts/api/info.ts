import { z } from 'zod';
import { route } from './route.ts';
import { infoPaths } from './paths.ts';

export const changelogTags = ['NEW', 'CHANGED', 'FIXED', 'DEPRECATED', 'REMOVED', 'SECURITY'] as const;
export const changelogVersion = z.object({
  version: z.string(),
  changes: z.array(z.object({ tag: z.enum(changelogTags), entry: z.string(), credit: z.string().optional() })),
});
export type ChangelogVersion = z.infer<typeof changelogVersion>;

export const envInfo = z.object({
  URL_PREFIX: z.string(),
  ENABLE_METRICS: z.boolean(),
  PLAUSIBLE_HOST: z.string(),
  PLAUSIBLE_DOMAIN: z.string(),
  /** Where the donation link leads; empty when the instance has none (the link is then hidden). */
  DONATION_URL: z.string(),
});

/** Banners have their own resource now; these names stay importable from here. */
export { bannerColors, publicBanner } from './banner.ts';

export const infoRoutes = {
  env: route({ ...infoPaths.env, response: envInfo, summary: 'Environment' }),
  changelog: route({ ...infoPaths.changelog, response: z.array(changelogVersion), summary: 'Changelog' }),
  ping: route({ ...infoPaths.ping, response: z.literal('ping'), summary: 'Ping' }),
  pingApiToken: route({ ...infoPaths.pingApiToken, response: z.literal('ping'), summary: 'Ping with an API token' }),
};
