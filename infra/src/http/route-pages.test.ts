import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLogger } from '../log/index.ts';
import { routePages } from './route-pages.ts';
import { createHttpServer } from './server.ts';

const index = '<!doctype html>\n<html>\n  <head>\n    <script type="module" src="/assets/index-1.js"></script>\n  </head>\n  <body></body>\n</html>\n';
// As the build writes it (web/build/route-preloads.ts): the router's order, static paths first.
const list = {
  routes: [
    { pattern: '^/projects/import/?$', scripts: [], styles: [] },
    { pattern: '^/projects/(?<projectId>[^/]+)/?$', scripts: ['assets/app-layout-2.js', 'assets/project-page-3.js'], styles: ['assets/project-page-4.css'] },
  ],
};

let dist: string;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-route-pages-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), index);
  fs.writeFileSync(path.join(dist, '.vite/route-preloads.json'), JSON.stringify(list));
  app = await createHttpServer({ log: createLogger('silent'), webDistDir: dist, publicUrl: 'http://localhost:3000', drainTimeoutMs: 1_000 });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

test("a route's page names its scripts and stylesheets before </head>; other addresses get index.html as built", () => {
  const pageFor = routePages(dist);
  const project = pageFor('/projects/12?tab=x').html;
  expect(project).toContain('<link rel="modulepreload" crossorigin href="/assets/app-layout-2.js">\n    <link rel="modulepreload" crossorigin href="/assets/project-page-3.js">');
  expect(project).toContain('<link rel="preload" as="style" crossorigin href="/assets/project-page-4.css">\n  </head>');
  expect(project.indexOf('index-1.js')).toBeLessThan(project.indexOf('app-layout-2.js'));
  // The first pattern that matches decides, as in the router: /projects/import is not project "import".
  expect(pageFor('/projects/import').html).toBe(index);
  expect(pageFor('/').html).toBe(index);
  expect(pageFor('/projects/12/edit').html).toBe(index);
});

test('without a readable list every address gets index.html as built', () => {
  fs.writeFileSync(path.join(dist, '.vite/route-preloads.json'), '{"routes": [{"pattern": 3}]}');
  try {
    expect(routePages(dist)('/projects/12').html).toBe(index);
  } finally {
    fs.writeFileSync(path.join(dist, '.vite/route-preloads.json'), JSON.stringify(list));
  }
});

test('over HTTP: the page is revalidated by its entity tag, and gzipped for clients that accept it', async () => {
  const first = await fetch(`${url}/projects/12`, { headers: { 'accept-encoding': 'identity' } });
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toContain('text/html');
  expect(first.headers.get('cache-control')).toBe('no-cache');
  const etag = first.headers.get('etag') ?? '';
  expect(await first.text()).toContain('project-page-3.js');

  const again = await fetch(`${url}/projects/12`, { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);
  // Another route's page is another answer.
  expect((await fetch(`${url}/`, { headers: { 'if-none-match': etag } })).status).toBe(200);

  const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    import('node:http').then(({ get }) => {
      get(`${url}/projects/12`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    }, reject);
  });
  expect(raw.encoding).toBe('gzip');
  expect(zlib.gunzipSync(raw.body).toString()).toContain('project-page-3.js');
});
