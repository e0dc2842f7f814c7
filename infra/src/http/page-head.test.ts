import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLogger } from '../log/index.ts';
import { registerPageHead } from './page-head.ts';
import { createHttpServer } from './server.ts';

/** A feature's page head goes into the served index.html escaped, with its own entity tag; other pages stay as built. */

let app: FastifyInstance;
let url: string;
let dist: string;
const INDEX = '<!doctype html><html><head>\n<meta name="description" content="Built." />\n<title>Inkpace</title>\n</head><body></body></html>';
const HOSTILE = `"><script>alert(1)</script><meta x='`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-head-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  app = await createHttpServer({ log: createLogger('silent'), webDistDir: dist, publicUrl: 'http://localhost:3000', drainTimeoutMs: 1_000 });
  registerPageHead(app, async (pathname) => pathname === '/@ann'
    ? { title: `${HOSTILE} & co`, description: `Wrote ${HOSTILE}`, meta: { 'og:title': HOSTILE, 'twitter:card': 'summary' } }
    : null);
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

test('the head replaces the title and description and adds the meta tags, every value escaped', async () => {
  const res = await fetch(`${url}/@ann?ref=x`, { headers: { 'accept-encoding': 'identity' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).not.toContain('<script>');
  expect(html).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;meta x=&#39; &amp; co</title>');
  expect(html).toContain('<meta name="description" content="Wrote &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;meta x=&#39;" />');
  expect(html).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;meta x=&#39;">');
  expect(html).toContain('<meta name="twitter:card" content="summary">');
  expect(html).not.toContain('content="Built."');
  const etag = res.headers.get('etag') ?? '';
  expect(res.headers.get('cache-control')).toBe('no-cache');
  // Revalidation and compression work as for any page.
  expect((await fetch(`${url}/@ann`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  const gz = await fetch(`${url}/@ann`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  // fetch inflates what it is sent: the same page arrives.
  expect(await gz.text()).toBe(html);
});

test('an address no source knows gets the page as built', async () => {
  for (const p of ['/@bob', '/projects']) {
    const res = await fetch(`${url}${p}`, { headers: { 'accept-encoding': 'identity' } });
    expect(await res.text(), p).toBe(INDEX);
  }
});
