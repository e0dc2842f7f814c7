import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@inkpace/contracts/messages';
import { bearerToken } from './auth.ts';
import { DomainError } from '@inkpace/contracts/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Fetch metadata a browser sends for a request made by a page of this very origin (or typed by the user). */
const OWN_SITE = new Set(['same-origin', 'none']);

/** Origins a browser names for our own pages: the public address, and whatever host the request was sent to. */
function ownOrigins(request: FastifyRequest, publicOrigin: string): string[] {
  const host = request.headers.host;
  return host ? [publicOrigin, `${request.protocol}://${host}`] : [publicOrigin];
}

/**
 * Refuses state-changing requests a browser sends on behalf of another site (or another port of this host, which
 * SameSite=Lax cookies do not tell apart): by Sec-Fetch-Site where the browser sends it, else by Origin. Requests
 * carrying an API key are exempt on the routes that take keys, and only there: such a request is judged by its token
 * alone (route.ts, never by a cookie beside it), a page cannot make a browser add that header without our consent,
 * and editor plugins in app shells send their own Origin. On every other route (the account's own, sign-in, admin)
 * a token vouches for nothing, so it does not turn the guard off. Clients that send neither header (scripts,
 * servers) are not browsers acting for someone else.
 */
export function guardCrossSiteWrites(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.access === 'user' && bearerToken(request.headers) !== null) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string') {
      if (OWN_SITE.has(site)) return;
      throw new DomainError('FORBIDDEN', messages.errors.crossSite);
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string' && !ownOrigins(request, publicOrigin).includes(origin)) {
      throw new DomainError('FORBIDDEN', messages.errors.crossSite);
    }
  });
}
