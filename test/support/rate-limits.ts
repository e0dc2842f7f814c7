import { expect } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import type { ApiResponse } from './http.ts';

/** The reference's headers (express-rate-limit, IETF draft 8), which existing clients parse after every call. */
const POLICY = /^"(\d+)-in-1min"; q=(\d+); w=60; pk=:[A-Za-z0-9+/]+=*:$/;
const STATE = /^"(\d+)-in-1min"; r=(\d+); t=(\d+)$/;

/** What the headers of an answer say about its budget; fails when they are missing or malformed. */
export function budgetOf(res: ApiResponse): { limit: number; remaining: number; resetSeconds: number } {
  const policy = POLICY.exec(res.headers.get('ratelimit-policy') ?? '');
  const state = STATE.exec(res.headers.get('ratelimit') ?? '');
  if (!policy || !state) {
    throw new Error(`no RateLimit headers on a ${res.status}: ${res.headers.get('ratelimit-policy')} / ${res.headers.get('ratelimit')}`);
  }
  expect(policy[1]).toBe(policy[2]);
  expect(state[1]).toBe(policy[1]);
  return { limit: Number(policy[2]), remaining: Number(state[2]), resetSeconds: Number(state[3]) };
}

export function expectTooMany(res: ApiResponse): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ success: false, error: { code: 'TOO_MANY_REQUESTS', message: messages.errors.rateLimited } });
  const { remaining, resetSeconds } = budgetOf(res);
  expect(remaining).toBe(0);
  expect(res.headers.get('retry-after')).toBe(String(resetSeconds));
}
