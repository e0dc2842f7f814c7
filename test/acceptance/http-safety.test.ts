import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { routeTables } from '@inkpace/contracts/api/index';
import { messages } from '@inkpace/contracts/messages';
import { loadConfig } from '@inkpace/infra/config';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signUpUser } from '../support/accounts.ts';
import { Client, data, errorOf } from '../support/http.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const crossSite = { status: 403, code: 'FORBIDDEN', message: messages.errors.crossSite };
const png = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#a33' } }).png().toBuffer();

describe('state-changing requests a browser sends for another site are refused', () => {
  test('a page on another port of this host cannot replace a cover or create a project with the victim\'s cookie', async () => {
    const victim = await signUpUser(t);
    const p = data(await victim.client.post<SummarizedProject>('/api/v1/project', { title: 'Mine', phase: 'drafting' }));
    const evil = new URL(t.url);
    evil.port = String(Number(evil.port) + 1);
    const form = new FormData();
    form.append('cover', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'x.png');
    // What a multipart form post from that page sends: no preflight, the cookie, the page's origin.
    const attack = await fetch(`${t.url}/api/v1/project/${p.id}/cover`, {
      method: 'POST', body: form, headers: { cookie: victim.client.sessionCookie ?? '', origin: evil.origin, 'sec-fetch-site': 'same-site' },
    });
    expect(attack.status).toBe(403);
    expect((await attack.json()) as unknown).toEqual({ success: false, error: { code: crossSite.code, message: crossSite.message } });
    expect(data(await victim.client.get<SummarizedProject>(`/api/v1/project/${p.id}`)).cover).toBeNull();

    // Older browsers send Origin only.
    const byOrigin = await victim.client.request('POST', '/api/v1/project', { title: 'Forged', phase: 'drafting' }, { origin: 'https://evil.example' });
    expect(errorOf(byOrigin)).toEqual(crossSite);
    const cross = await victim.client.request('DELETE', `/api/v1/project/${p.id}`, undefined, { 'sec-fetch-site': 'cross-site' });
    expect(errorOf(cross)).toEqual(crossSite);
    // Logging a victim into someone else's account counts too.
    const login = await victim.client.request('POST', '/api/auth/login', { username: victim.username, password: victim.password }, { origin: 'https://evil.example' });
    expect(errorOf(login)).toEqual(crossSite);
    expect(data(await victim.client.get<SummarizedProject[]>('/api/v1/project')).map((x) => x.title)).toEqual(['Mine']);
  });

  test('the app itself, scripts without browser headers, and API keys go through', async () => {
    const u = await signUpUser(t);
    const own = await u.client.request('POST', '/api/v1/project', { title: 'From the app', phase: 'drafting' }, { origin: new URL(t.url).origin, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(201);
    expect((await u.client.post('/api/v1/project', { title: 'From a script', phase: 'drafting' })).status).toBe(201);
    const key = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'plugin', expiresAt: null }));
    // An editor plugin in an app shell sends its own origin along with the key.
    const plugin = await u.client.withBearer(key.token).request('POST', '/api/v1/project', { title: 'From a plugin', phase: 'drafting' }, { origin: 'app://obsidian.md' });
    expect(plugin.status).toBe(201);
  });
});

describe('a request carrying a bearer token is judged by that token alone, never by the cookie beside it', () => {
  const junk = { authorization: 'Bearer not-a-key' };
  const fromElsewhere = { ...junk, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  test('a made-up token beside the victim\'s cookie neither turns the cross-site guard off nor lets the cookie act', async () => {
    const victim = await signUpUser(t);
    const log = async () => (await t.database.pool.query<{ n: string }>('select count(*) as n from events')).rows[0]?.n;
    const before = await log();
    const attempts: [string, string, unknown][] = [
      ['POST', '/api/v1/api-key', { name: 'stolen', expiresAt: null }],
      ['POST', '/api/auth/password', { currentPassword: victim.password, newPassword: 'another horse battery' }],
      ['PATCH', '/api/v1/me', { displayName: 'Forged' }],
      ['DELETE', '/api/v1/me', undefined],
      ['POST', '/api/auth/login', { username: victim.username, password: victim.password }],
    ];
    for (const [method, path, body] of attempts) {
      // From another site: refused like any cross-site write (the token does not vouch for a session route).
      expect({ path, error: errorOf(await victim.client.request(method, path, body, fromElsewhere)) }).toEqual({ path, error: crossSite });
    }
    for (const [method, path, body] of attempts.slice(0, 4)) {
      // Without browser headers too: the token is what is judged, and it is no session.
      expect({ path, status: (await victim.client.request(method, path, body, junk)).status }).toEqual({ path, status: 401 });
    }
    // On a route that takes keys, the made-up key is a 401 wherever it comes from, cookie or not.
    for (const headers of [junk, fromElsewhere]) {
      const res = await victim.client.request('POST', '/api/v1/project', { title: 'Forged', phase: 'drafting' }, headers);
      expect(errorOf(res)).toMatchObject({ status: 401, code: 'NOT_LOGGED_IN' });
      expect((await victim.client.request('GET', '/api/v1/project', undefined, headers)).status).toBe(401);
    }
    expect(await log()).toBe(before);
    expect(data(await victim.client.get<unknown[]>('/api/v1/api-key'))).toEqual([]);
    expect(data(await victim.client.get<{ state: string; displayName: string }>('/api/v1/me'))).toMatchObject({ state: 'active' });
  });

  test('the account\'s own routes take a browser session only: a valid key is refused there, with or without the cookie', async () => {
    const u = await signUpUser(t);
    const key = data(await u.client.post<{ id: number; token: string }>('/api/v1/api-key', { name: 'script', expiresAt: null }));
    const sessionOnly = Object.values(routeTables).flatMap((table) => Object.values(table)).filter((r) => r.access === 'session');
    // Every route about the account itself is among them (/me and everything under it, the keys, the password).
    const own = Object.values(routeTables).flatMap((table) => Object.values(table))
      .filter((r) => /^\/api\/v1\/(me|api-key)(\/|$)|^\/api\/auth\/(password|verify-email)$/.test(r.path));
    expect(own.filter((r) => r.access !== 'session').map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const bodies: Record<string, unknown> = {
      'POST /api/v1/api-key': { name: 'minted by a key', expiresAt: null },
      'PATCH /api/v1/me': { displayName: 'Renamed' },
      'POST /api/auth/password': { currentPassword: u.password, newPassword: 'another horse battery' },
    };
    const log = async () => (await t.database.pool.query<{ n: string }>('select count(*) as n from events')).rows[0]?.n;
    const before = await log();
    const withCookie = { authorization: `Bearer ${key.token}` };
    for (const client of [new Client(t.url).withBearer(key.token), u.client]) {
      for (const r of sessionOnly) {
        const path = r.path.replace(':id', String(key.id));
        const res = await client.request(r.method, path, bodies[`${r.method} ${r.path}`], client === u.client ? withCookie : {});
        expect({ route: `${r.method} ${path}`, status: res.status }).toEqual({ route: `${r.method} ${path}`, status: 401 });
      }
    }
    expect(await log()).toBe(before);
    // The session alone still works, and so does the key where keys are taken.
    expect((await u.client.get('/api/v1/me')).status).toBe(200);
    expect((await new Client(t.url).withBearer(key.token).get('/api/v1/project')).status).toBe(200);
  });
});

describe('private answers are never cached', () => {
  test('/me, the API-key list and the answer carrying a new token say no-store', async () => {
    const u = await signUpUser(t);
    expect((await u.client.get('/api/v1/me')).headers.get('cache-control')).toBe('no-store');
    const created = await u.client.post('/api/v1/api-key', { name: 'k', expiresAt: null });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect((await u.client.get('/api/v1/api-key')).headers.get('cache-control')).toBe('no-store');
    // Entity-tagged lists keep their revalidated private cache; public pages are left alone.
    expect((await u.client.get('/api/v1/project')).headers.get('cache-control')).toBe('private, no-cache');
    expect((await fetch(`${t.url}/api/v1/ping`)).headers.get('cache-control')).toBeNull();
  });
});

describe('transport settings', () => {
  test('over plain http there is no HSTS and no upgrade of requests', async () => {
    const res = await fetch(`${t.url}/api/v1/ping`);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  test('with an https PUBLIC_URL both are on', async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: 'https://inkpace.example' } });
    try {
      const res = await fetch(`${secure.url}/api/v1/ping`);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  test('HOST chooses the listening address (all interfaces unless set)', async () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    const local = await startTestApp({ env: { HOST: '127.0.0.1' }, host: null });
    try {
      expect((local.app.http?.server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      await local.close();
    }
    const all = await startTestApp({ host: null });
    try {
      expect((all.app.http?.server.address() as AddressInfo).address).toMatch(/^(0\.0\.0\.0|::)$/);
    } finally {
      await all.close();
    }
  });
});
