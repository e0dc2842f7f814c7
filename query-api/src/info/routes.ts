import type { FastifyInstance } from 'fastify';
import { infoRoutes } from '@inkpace/contracts/api/info';
import { openApiDocument } from '@inkpace/contracts/api/openapi';
import { registerRoute } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { loadChangelog } from './changelog.ts';

export function registerInfoQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, infoRoutes.env, deps.auth, async () => ({
    URL_PREFIX: deps.env.publicUrl,
    ENABLE_METRICS: deps.env.metricsEnabled,
    PLAUSIBLE_HOST: deps.env.plausibleHost ?? '',
    PLAUSIBLE_DOMAIN: deps.env.plausibleDomain ?? '',
    DONATION_URL: deps.env.donationUrl ?? '',
  }));
  registerRoute(app, infoRoutes.changelog, deps.auth, async () => loadChangelog(deps.changelogPath));
  registerRoute(app, infoRoutes.ping, deps.auth, async () => 'ping' as const);
  registerRoute(app, infoRoutes.pingApiToken, deps.auth, async () => 'ping' as const);
  // The document itself, not wrapped in the envelope: tools read it as it is.
  let doc: object | null = null;
  app.get('/api/docs', async () => (doc ??= openApiDocument({ version: '1.0.0', serverUrl: deps.env.publicUrl })));
}
