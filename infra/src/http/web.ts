import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Paths the web app never owns: the API and uploaded files answer a JSON 404 instead of index.html. */
const SERVER_PREFIXES = ['/api', '/uploads'];

/** Client routes get the app's index.html; API and upload paths never do (they answer a JSON 404). */
export function spaFallback(request: FastifyRequest): boolean {
  const url = request.url;
  const serverPath = SERVER_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
  return (request.method === 'GET' || request.method === 'HEAD') && !serverPath;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated every time so a new
 * release is picked up at once. Returns the SPA fallback responder, or null when the app is not built.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<((reply: FastifyReply) => FastifyReply) | null> {
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
  const fallback = (reply: FastifyReply) => reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
  // The wildcard route would take `/` for the build folder itself: the home page is the app.
  app.get('/', (_request, reply) => fallback(reply));
  return fallback;
}
