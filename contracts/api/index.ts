import { accountRoutes } from './account.ts';
import { apiKeyRoutes } from './api-key.ts';
import { bannerRoutes } from './banner.ts';
import { infoRoutes } from './info.ts';
import type { RouteDef } from './route.ts';

/** Every route of the API, by resource: the single source for the server, the web client and the OpenAPI document. */
export const routeTables: Record<string, Record<string, RouteDef>> = {
  Accounts: accountRoutes,
  'API keys': apiKeyRoutes,
  Banners: bannerRoutes,
  Other: infoRoutes,
};
