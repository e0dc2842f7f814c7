import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for options fixed at start, worked out once. (@fastify/helmet builds helmet from its options on
 * every request; on POST /tally that was 4 % of the server's time, for the same dozen headers each time.)
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failed: unknown = null;
  // Helmet's middleware only sets and removes headers; it needs nothing of the request for fixed options.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failed = error ?? null;
  });
  if (failed) throw new Error('security headers: helmet rejected its options', { cause: failed });
  return Object.fromEntries(headers);
}

/**
 * Sends the headers on every response, errors included (they are set before routing), and on the raw response,
 * so that streams written past Fastify (the live leaderboard's events) carry them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = Object.entries(securityHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
