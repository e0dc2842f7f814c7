import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serveWebApp, spaFallback } from './web.ts';
import { messages } from '@inkpace/contracts/messages';
import type { Logger } from '../log/index.ts';
import { parseQueryString } from './querystring.ts';
import { isDomainError } from '@inkpace/contracts/errors';
import { ServiceBusyError, TooManyRequestsError, WRITE_NOT_VISIBLE_LOG, WriteNotVisibleError } from './errors.ts';
import { PENDING_RETRY_AFTER_S, type PendingWrite } from '@inkpace/contracts/api/route';
import { registerRateLimits, type RateLimitOptions } from './rate-limits.ts';
import { registerMultipart, serveUploads, uploadRuleFor } from './upload.ts';
import { drainRefusedBodies } from './drain.ts';
import { registerGracefulClose } from './graceful-close.ts';
import { guardCrossSiteWrites } from './cross-site.ts';
import { clientErrorHandler, frameworkErrors, refuseLongPaths } from './low-level-errors.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { IdempotentReplay, registerIdempotency, sendReplay } from './idempotency.ts';
import type { IdempotencyStore } from './idempotency-store.ts';
import { logCorrelationIds } from './correlation.ts';
import { registerHealthRoutes, registerRequestMetrics, type Health, type Metrics } from '../ops/index.ts';

export interface HttpServerOptions {
  log: Logger;
  /** The sign-in and API budgets (rate-limits.ts); without them nothing is limited (tests of other parts). */
  rateLimits?: RateLimitOptions;
  /** Extra script sources allowed by the CSP (the analytics host when metrics are on). */
  scriptSources?: string[];
  /**
   * The reverse proxies (addresses or CIDR ranges, TRUST_PROXY) whose X-Forwarded-For sets `request.ip`, which every
   * count per client address reads; none by default, so a client cannot pick its own address with a header.
   */
  trustedProxies?: readonly string[];
  /** The built web app (index.html and assets/), served for every non-API path with an SPA fallback. */
  webDistDir?: string;
  /** Where uploads are stored; when set (query role), covers are served from its covers/ folder. */
  uploadsDir?: string;
  /** The address users reach: state-changing requests from other origins are refused; https turns on HSTS. */
  publicUrl: string;
  /** Where Idempotency-Keys are kept (PostgreSQL): when set, write routes honour the header (idempotency.ts). */
  idempotency?: IdempotencyStore;
  /** Answers /health/live and /health/ready on this port (for the reverse proxy's checks). */
  health?: Health;
  /** Counts requests and their times per route and status. */
  metrics?: Metrics;
  /** How long close waits for requests in flight before cutting their connections (DRAIN_TIMEOUT_MS). */
  drainTimeoutMs: number;
}

export const BODY_LIMIT = 1024 * 1024;

function failure(code: string, message: string) {
  return { success: false as const, error: { code, message } };
}

/** A Fastify server with the envelope, error mapping, security headers and rate limits every API shares. */
export async function createHttpServer(options: HttpServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.log as FastifyBaseLogger,
    // Per-request access lines are the reverse proxy's job; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustedProxies && options.trustedProxies.length > 0 ? [...options.trustedProxies] : false,
    genReqId: () => randomUUID(),
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
    clientErrorHandler,
    frameworkErrors,
    // A request that reaches a closing server on a connection it already had is still answered (with
    // Connection: close), not refused: a rolling restart must fail no request (graceful-close.ts).
    return503OnClosing: false,
  });
  registerGracefulClose(app, options.drainTimeoutMs);
  // Over plain http (a self-hosted instance on a LAN, or behind a proxy that sets PUBLIC_URL) neither asking the
  // browser to remember https nor upgrading its requests can work.
  const https = options.publicUrl.startsWith('https://');

  // An empty body with a JSON content type means "no body", as many clients send it for POSTs without payload.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error(messages.errors.malformedJson), { statusCode: 400, code: 'BAD_JSON' });
      done(error, undefined);
    }
  });

  await app.register(cookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.scriptSources ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(options.scriptSources ?? [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
  });
  logCorrelationIds(app);
  if (options.metrics) registerRequestMetrics(app, options.metrics);
  if (options.health) registerHealthRoutes(app, options.health);
  refuseLongPaths(app);
  guardCrossSiteWrites(app, options.publicUrl);
  if (options.rateLimits) registerRateLimits(app, options.rateLimits);

  if (options.idempotency) registerIdempotency(app, options.idempotency);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof IdempotentReplay) return sendReplay(reply, error.answer);
    if (isDomainError(error)) {
      if (error instanceof TooManyRequestsError || error instanceof ServiceBusyError) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.status).send(failure(error.code, error.message));
    }
    if (error instanceof WriteNotVisibleError) {
      request.log.warn(error.details, WRITE_NOT_VISIBLE_LOG);
      const data: PendingWrite = { pending: true, message: messages.success.writePending, ...error.resource };
      return reply.code(202).header('retry-after', String(PENDING_RETRY_AFTER_S)).send({ success: true, data });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(failure('PAYLOAD_TOO_LARGE', messages.errors.payloadTooLarge));
    if (status === 415) return reply.code(415).send(failure('UNSUPPORTED_MEDIA_TYPE', error.message));
    if (status === 429) return reply.code(429).send(failure('TOO_MANY_REQUESTS', messages.errors.rateLimited));
    if (status >= 400 && status < 500) {
      const message = error.code === 'BAD_JSON' || error.code?.startsWith('FST_ERR_CTP') ? messages.errors.malformedJson : error.message;
      return reply.code(400).send(failure('VALIDATION_FAILED', message));
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(500).send(failure('SERVER_ERROR', messages.errors.serverError));
  });

  await registerMultipart(app);
  // A refused body is read up to a few times its limit (the route's upload limit, else the JSON body limit).
  drainRefusedBodies(app, (request) => uploadRuleFor(app, request)?.maxBytes ?? BODY_LIMIT);
  if (options.uploadsDir) serveUploads(app, options.uploadsDir);

  const fallback = options.webDistDir ? await serveWebApp(app, options.webDistDir) : null;
  app.setNotFoundHandler((request, reply) => {
    if (fallback && spaFallback(request)) return fallback(request, reply);
    reply.code(404).send(failure('NOT_FOUND', messages.errors.notFound));
  });

  return app;
}
