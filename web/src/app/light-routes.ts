import type { accountRoutes } from '@inkpace/contracts/api/account';
import type { bannerRoutes } from '@inkpace/contracts/api/banner';
import type { infoRoutes } from '@inkpace/contracts/api/info';
import { accountPaths, bannerPaths, infoPaths, type RoutePath } from '@inkpace/contracts/api/paths';

/**
 * Routes called by pages every visitor loads (the shell, home, log-out and verification links), taken from the
 * contracts' zod-free path table: importing the full route tables builds every zod schema (~26 KB gzip), which
 * the home page's budget cannot carry. `call` reads only a route's method and path; the response types still
 * come from the full routes.
 */
/** A typed view of one route from the zod-free path table (`D`: the full route's type, for its answer). */
export const light = <D>(path: RoutePath): D => path as unknown as D;

export const lightRoutes = {
  me: light<typeof accountRoutes.getMe>(accountPaths.getMe),
  updateSettings: light<typeof accountRoutes.updateSettings>(accountPaths.updateSettings),
  logout: light<typeof accountRoutes.logout>(accountPaths.logout),
  verifyEmail: light<typeof accountRoutes.verifyEmail>(accountPaths.verifyEmail),
  banners: light<typeof bannerRoutes.list>(bannerPaths.list),
  env: light<typeof infoRoutes.env>(infoPaths.env),
  changelog: light<typeof infoRoutes.changelog>(infoPaths.changelog),
};
