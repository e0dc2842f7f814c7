import type { FastifyInstance } from 'fastify';
import type { Health } from './health.ts';
import { healthAnswer } from './listener.ts';
import type { Metrics } from './metrics.ts';

/** Requests no route matched are counted under this one label, so made-up URLs cannot add label values. */
const UNMATCHED_ROUTE = '(unmatched)';

/**
 * /health/live and /health/ready on an API's own port, where the reverse proxy checks them: outside /api (no
 * envelope, no rate limit, no session), with the same answers as the ops listener.
 */
export function registerHealthRoutes(app: FastifyInstance, health: Health): void {
  for (const path of ['/health/live', '/health/ready']) {
    app.get(path, async (request, reply) => {
      const found = await healthAnswer(path, health);
      if (!found) return reply.callNotFound();
      return reply.code(found.status).header('cache-control', 'no-store').send(found.body);
    });
  }
}

/** Counts every answer and its time by method, route pattern (never the raw URL) and status. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.requestServed(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}
