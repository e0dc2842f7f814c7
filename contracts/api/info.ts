import { z } from 'zod';
import { route } from './route.ts';

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
});

export const bannerColors = ['info', 'success', 'warning', 'warn', 'error'] as const;
export const publicBanner = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  message: z.string(),
  icon: z.string(),
  color: z.string(),
  showUntil: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});

export const infoRoutes = {
  env: route({ method: 'GET', path: '/api/info/env', access: 'public', response: envInfo, summary: 'Environment' }),
  changelog: route({ method: 'GET', path: '/api/info/changelog', access: 'public', response: z.array(changelogVersion), summary: 'Changelog' }),
  banners: route({ method: 'GET', path: '/api/banners', access: 'public', response: z.array(publicBanner), summary: 'Current banners' }),
  ping: route({ method: 'GET', path: '/api/v1/ping', access: 'public', response: z.literal('ping'), summary: 'Ping' }),
  pingApiToken: route({ method: 'GET', path: '/api/v1/ping/api-token', access: 'user', response: z.literal('ping'), summary: 'Ping with an API token' }),
};
