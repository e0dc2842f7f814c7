import type { FastifyInstance } from 'fastify';
import { registerAccountQueries } from './accounts/routes.ts';
import { registerApiKeyQueries } from './api-keys/routes.ts';
import { registerBannerQueries } from './banners/routes.ts';
import type { QueryDeps } from './deps.ts';
import { registerInfoQueries } from './info/routes.ts';

export type { QueryDeps } from './deps.ts';
export { createAuthResolvers } from './accounts/index.ts';

/** The read side: every GET of the API. */
export function registerQueryApi(app: FastifyInstance, deps: QueryDeps): void {
  registerInfoQueries(app, deps);
  registerAccountQueries(app, deps);
  registerApiKeyQueries(app, deps);
  registerBannerQueries(app, deps);
}
