import type { FastifyInstance } from 'fastify';
import { bannerRoutes } from '@inkpace/contracts/api/banner';
import { registerRoute } from '@inkpace/infra/http';
import { listBanners, listVisibleBanners } from '@inkpace/projector/banners';
import type { QueryDeps } from '../deps.ts';

export function registerBannerQueries(app: FastifyInstance, deps: QueryDeps): void {
  registerRoute(app, bannerRoutes.list, deps.auth, async () => listVisibleBanners(deps.db, deps.clock.now()));
  registerRoute(app, bannerRoutes.adminList, deps.auth, async () => listBanners(deps.db));
}
