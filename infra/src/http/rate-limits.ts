import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@inkpace/contracts/messages';
import { RATE_WINDOW_MS, SESSION_BUDGET_FACTOR } from '@inkpace/contracts/rules/limits';
import type { Clock } from '../clock/index.ts';
import type { LimitStore } from '../limits/index.ts';
import type { AuthResolvers } from './auth.ts';
import { addressKey } from './client-address.ts';
import { TooManyRequestsError } from './errors.ts';
import { resolveCaller } from './route.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The budget a route's requests count against: the sign-in family's, or the API's (the default). */
    budget?: 'sign-in' | 'api';
  }
}

export interface RateLimitOptions {
  store: LimitStore;
  clock: Clock;
  auth: AuthResolvers;
  /** Requests a minute per client address, shared by every sign-in route (AUTH_RATE_LIMIT). */
  signInPerMinute: number;
  /** Requests a minute per API key or client address (API_RATE_LIMIT); a session gets SESSION_BUDGET_FACTOR times it. */
  apiPerMinute: number;
  /** Told of every request refused because its budget is spent (the Prometheus refusal counter). */
  onRefused?: (budget: 'sign-in' | 'api') => void;
}

interface Budget {
  key: string;
  limit: number;
}

async function budgetOf(request: FastifyRequest, options: RateLimitOptions): Promise<Budget> {
  const address = addressKey(request.ip);
  if (request.routeOptions.config.budget === 'sign-in') return { key: `signin:${address}`, limit: options.signInPerMinute };
  // The caller found, not the secret presented: an unknown or expired key counts against the address like no key,
  // so made-up keys buy no fresh budgets.
  const caller = await resolveCaller(request, 'user', options.auth);
  if (caller?.kind === 'apiKey') return { key: `api:key:${caller.apiKeyId}`, limit: options.apiPerMinute };
  if (caller?.kind === 'session') return { key: `api:session:${caller.sessionId}`, limit: options.apiPerMinute * SESSION_BUDGET_FACTOR };
  return { key: `api:${address}`, limit: options.apiPerMinute };
}

/**
 * The headers the reference sends (express-rate-limit's IETF draft-8 format), which existing clients parse after
 * every call: `RateLimit-Policy: "100-in-1min"; q=100; w=60; pk=:<hash>:` and `RateLimit: "100-in-1min"; r=99; t=42`.
 */
function setHeaders(reply: FastifyReply, budget: Budget, remaining: number, resetSeconds: number): void {
  const name = `"${budget.limit}-in-${RATE_WINDOW_MS / 60_000}min"`;
  // The partition key names the budget without revealing it: 12 hex digits of its SHA-256, base64-encoded.
  const pk = Buffer.from(createHash('sha256').update(budget.key).digest('hex').slice(0, 12)).toString('base64');
  reply.header('RateLimit-Policy', `${name}; q=${budget.limit}; w=${RATE_WINDOW_MS / 1000}; pk=:${pk}:`);
  reply.header('RateLimit', `${name}; r=${remaining}; t=${resetSeconds}`);
}

/**
 * Counts every /api request against its budget and answers 429 TOO_MANY_REQUESTS with Retry-After once it is
 * spent. Every answer, limited or not, success or error, carries the budget's headers.
 */
export function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const budget = await budgetOf(request, options);
    const now = options.clock.now().getTime();
    const { count, resetAt } = await options.store.hit(budget.key, RATE_WINDOW_MS, now);
    const resetSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
    setHeaders(reply, budget, Math.max(0, budget.limit - count), resetSeconds);
    if (count > budget.limit) {
      options.onRefused?.(request.routeOptions.config.budget === 'sign-in' ? 'sign-in' : 'api');
      throw new TooManyRequestsError(messages.errors.rateLimited, resetSeconds);
    }
  });
}
