import type { z } from 'zod';
import type { envInfo } from '@inkpace/contracts/api/info';
import { call } from '../api.ts';
import { useApiQuery } from '../cache.ts';
import { lightRoutes } from '../light-routes.ts';

export type EnvInfo = z.output<typeof envInfo>;

const loadEnv = (): Promise<EnvInfo> => call(lightRoutes.env);

/** The server's public settings (spec §3 Environment object), fetched once per page load and shared. */
export function useEnvInfo(): EnvInfo | null | undefined {
  const { data, error } = useApiQuery('info/env', loadEnv);
  if (data) return data;
  return error === undefined ? undefined : null;
}

/**
 * The donation page's address, when the instance has one (DONATION_URL, empty when unset). Only an http(s)
 * address counts, so a misconfigured value never becomes a link.
 */
export function donationUrlOf(env: EnvInfo | null | undefined): string | null {
  const value = (env?.DONATION_URL ?? '').trim();
  return /^https?:\/\//i.test(value) ? value : null;
}

export function useDonationUrl(): string | null {
  return donationUrlOf(useEnvInfo());
}
