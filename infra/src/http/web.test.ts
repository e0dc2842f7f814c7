import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLogger } from '../log/index.ts';
import { createHttpServer } from './server.ts';

let app: FastifyInstance;
let url: string;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const index = '<!doctype html><title>Inkpace</title>';
  fs.writeFileSync(path.join(dist, 'index.html'), index);
  // The build writes compressed copies next to the files, served to clients that accept them.
  fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(index));
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(index));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  app = await createHttpServer({ log: createLogger('silent'), webDistDir: dist, publicUrl: 'http://localhost:3000', drainTimeoutMs: 1_000 });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = async (p: string, method = 'GET', encoding = 'identity') => {
  const res = await fetch(`${url}${p}`, { method, headers: { 'accept-encoding': encoding } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', cache: res.headers.get('cache-control'), body: await res.text() };
};

test('the home page and client routes are the app, revalidated every time; hashed assets are cached for a year', async () => {
  const cases: Array<[string, string]> = [['/', 'identity'], ['/', 'gzip, br'], ['/projects', 'identity'], ['/projects/12/edit', 'br'], ['/assets/missing.js', 'identity']];
  for (const [p, encoding] of cases) {
    const res = await get(p, 'GET', encoding);
    expect(res, `${p} (${encoding})`).toMatchObject({ status: 200, cache: 'no-cache', body: '<!doctype html><title>Inkpace</title>' });
    expect(res.type).toContain('text/html');
  }
  expect(await get('/assets/app-1a2b3c.js')).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable', body: 'console.log(1)' });
  expect((await get('/', 'HEAD')).status).toBe(200);
});

test('API and upload paths never get the app: they answer a JSON 404, as do other methods', async () => {
  for (const [p, method] of [['/api/nope', 'GET'], ['/uploads/covers/x.webp', 'GET'], ['/projects', 'POST']] as const) {
    const res = await get(p, method);
    expect(res.status, `${method} ${p}`).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  }
});
