import type { User } from '@inkpace/contracts/api/account';
import { call } from '../api.ts';
import { useApiQuery } from '../cache.ts';
import { lightRoutes } from '../light-routes.ts';

/**
 * Who this browser is signed in as, asked without loading the session module (zod and jotai, ~30 KB gzip), so a
 * visitor's pages stay light. Kept in the shared cache: logging in or out resets it (invalidateAll) and it is
 * asked again. Signed-in visitors then load the session-aware header, which reads the real user (session.ts).
 * A failure counts as signed out, as for the session itself (spec §4).
 */
const ask = (): Promise<User | null> => call(lightRoutes.me).catch(() => null);

/** undefined while unknown, null for a visitor. */
export function useSignedInHint(): User | null | undefined {
  return useApiQuery('session/hint', ask).data;
}
