import { describe, expect, test } from 'vitest';
import { accountRoutes } from '@inkpace/contracts/api/account';
import { bannerRoutes } from '@inkpace/contracts/api/banner';
import { infoRoutes } from '@inkpace/contracts/api/info';
import { lightRoutes } from './light-routes.ts';

describe('light routes', () => {
  test.each([
    ['me', accountRoutes.getMe],
    ['logout', accountRoutes.logout],
    ['verifyEmail', accountRoutes.verifyEmail],
    ['banners', bannerRoutes.list],
    ['env', infoRoutes.env],
    ['changelog', infoRoutes.changelog],
  ] as const)('%s has the full route’s method, path and access', (name, full) => {
    expect(lightRoutes[name]).toMatchObject({ method: full.method, path: full.path, access: full.access });
    expect(lightRoutes[name]).not.toHaveProperty('response');
  });
});
