import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { pageHeadFor, withPageHead } from './page-head.ts';
import { routePages, type RoutePage } from './route-pages.ts';

/** Paths the web app never owns: the API and uploaded files answer a JSON 404 instead of index.html. */
const SERVER_PREFIXES = ['/api', '/uploads'];

/** Client routes get the app's index.html; API and upload paths never do (they answer a JSON 404). */
export function spaFallback(request: FastifyRequest): boolean {
  const url = request.url;
  const serverPath = SERVER_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
  return (request.method === 'GET' || request.method === 'HEAD') && !serverPath;
}

/** Answers a client route with the app's page: index.html naming that route's scripts (route-pages.ts). */
export type SpaResponder = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built web app. Hashed assets are cached for a year; the app's page is revalidated every time (by its
 * entity tag) so a new release is picked up at once. Returns the SPA fallback responder, or null when the app is
 * not built.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<SpaResponder | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run `npm run build -w web`)');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    // One route for every file (a missing one goes to the not-found handler), not a route per file: listing and
    // registering the build's hundreds of files cost a few hundred milliseconds of every start.
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const pageFor = routePages(distDir);
  const fallback: SpaResponder = async (request, reply) => {
    const page = await withHead(app, request.url, pageFor(request.url));
    reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    reply.code(200).type('text/html; charset=utf-8');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(page.gzipped());
    return reply.send(page.html);
  };
  // The wildcard route would take `/` for the build folder itself: the home page is the app.
  app.get('/', (request, reply) => fallback(request, reply));
  return fallback;
}

/**
 * The page with the head a feature gives for this address (page-head.ts), its entity tag taken from what is sent:
 * a changed display name is a changed page. Made per request (a profile's head follows its writer's changes).
 */
async function withHead(app: FastifyInstance, url: string, page: RoutePage): Promise<RoutePage> {
  const head = await pageHeadFor(app, url.split(/[?#]/, 1)[0] ?? '/');
  if (!head) return page;
  const html = withPageHead(page.html, head);
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 20)}"`, gzipped: () => zlib.gzipSync(html) };
}
