import http from 'node:http';
import type { Logger } from '../log/index.ts';
import type { Health } from './health.ts';
import type { Metrics } from './metrics.ts';

/** The one address the ops listener binds: metrics and health are for the machine's own scrapers and checks. */
export const OPS_HOST = '127.0.0.1';

export interface OpsListener {
  /** The port listened on (the one asked for, or the one the system chose for 0). */
  port: number;
  close(): Promise<void>;
}

/** The answers /health/* give, on this listener and on the API port (routes.ts). */
export async function healthAnswer(path: string, health: Health): Promise<{ status: number; body: object } | null> {
  if (path === '/health/live') return { status: 200, body: { ok: true } };
  if (path !== '/health/ready') return null;
  const readiness = await health.readiness();
  return { status: readiness.ready ? 200 : 503, body: readiness };
}

/**
 * A small HTTP server on 127.0.0.1 serving /metrics (Prometheus text) and /health/*, for every process, including
 * those with no API (the projector, the workers).
 */
export async function startOpsListener(options: { port: number; health: Health; metrics: Metrics; log: Logger }): Promise<OpsListener> {
  const { health, metrics, log } = options;
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    void answer(path, request.method ?? 'GET').then(({ status, type, body }) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    }, (error: unknown) => {
      log.error({ err: error, path }, 'ops listener could not answer');
      response.writeHead(500).end();
    });
  });
  const answer = async (path: string, method: string): Promise<{ status: number; type: string; body: string }> => {
    if (method !== 'GET' && method !== 'HEAD') return { status: 405, type: 'text/plain', body: 'method not allowed\n' };
    if (path === '/metrics') return { status: 200, type: metrics.registry.contentType, body: await metrics.registry.metrics() };
    const found = await healthAnswer(path, health);
    if (found) return { status: found.status, type: 'application/json; charset=utf-8', body: JSON.stringify(found.body) };
    return { status: 404, type: 'text/plain', body: 'not found\n' };
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, OPS_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  log.info({ metrics: `http://${OPS_HOST}:${port}/metrics` }, 'ops listener (metrics, health) is listening');
  return {
    port,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
