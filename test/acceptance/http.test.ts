import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { changelogVersion, envInfo } from '@inkpace/contracts/api/info';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { Client, data } from '@inkpace/test/http';
import { z } from 'zod';

let t: TestApp;
// Rate limits have their own tests (rate-limits.test.ts).
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const raw = (path: string, init: RequestInit = {}) => fetch(t.url + path, init);

describe('the HTTP envelope and bad input', () => {
  test('ping, env, changelog and banners answer in the envelope', async () => {
    const c = new Client(t.url);
    expect(await c.get('/api/v1/ping').then((r) => r.body)).toEqual({ success: true, data: 'ping' });
    envInfo.parse(data(await c.get('/api/info/env')));
    const versions = z.array(changelogVersion).parse(data(await c.get('/api/info/changelog')));
    // The writers' changelog (WHATS-NEW.md), newest first: the newest is the app's version (package.json).
    const appVersion = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string }).version;
    expect(versions[0]?.version).toBe(appVersion);
    expect(JSON.stringify(versions)).not.toContain('/api/');
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(data(await c.get('/api/banners'))).toEqual([]);
  });

  test('malformed JSON answers 400, never 500', async () => {
    const res = await raw('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: { code: 'VALIDATION_FAILED', message: messages.errors.malformedJson } });
  });

  test('a body over 1 MB answers 413', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' });
    const res = await raw('/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  test.each([['a JSON array', '[]'], ['a string', '"hi"'], ['null', 'null'], ['a number', '42']])('%s as a body answers 400', async (_label, body) => {
    const res = await raw('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
  });

  test('unknown routes answer a 404 envelope', async () => {
    const res = await raw('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });

  test('security headers are set', async () => {
    const res = await raw('/api/v1/ping');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  test('is generated from the route tables and lists every account and key route', async () => {
    const doc = (await (await raw('/api/docs')).json()) as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/signup', '/api/v1/me', '/api/v1/api-key/{id}', '/api/v1/ping/api-token']));
    expect(doc.paths['/api/auth/signup']?.post?.requestBody).toBeDefined();
  });
});
