import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a client may send as X-Correlation-Id: short, and safe to write into logs and event metadata as is. */
const SAFE_CORRELATION_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** The correlation id of a request: the client's X-Correlation-Id when it is safe, else the request's own id. */
export function correlationIdOf(request: FastifyRequest): string {
  const sent = request.headers['x-correlation-id'];
  return typeof sent === 'string' && SAFE_CORRELATION_ID.test(sent) ? sent : request.id;
}

/**
 * Every log line about a request carries its correlation id beside Fastify's reqId, so an operator can follow one
 * request from the access log through the command pipeline to the events it stored (their metadata has both).
 */
export function logCorrelationIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    request.log = request.log.child({ correlationId: correlationIdOf(request) });
  });
}
