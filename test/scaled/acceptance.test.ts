import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIVE_EVENTS } from '@inkpace/contracts/api/leaderboard-standings';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { BODY_LIMIT } from '@inkpace/infra/http';
import { LARGEST_REQUEST_BYTES } from '@inkpace/infra/run';
import { Stream } from '../support/event-stream.ts';
import { Client, data, errorOf } from '../support/http.ts';
import { startScaledStack, type ScaledStack } from './stack.ts';

/** The HTTP acceptance checks through nginx, against the whole scaled stack (`npm run start:scaled`). */

let stack: ScaledStack;
beforeAll(async () => {
  stack = await startScaledStack();
}, 180_000);
afterAll(async () => {
  await stack?.close();
}, 60_000);

const instanceUrl = (name: string): string => {
  const port = stack.instances.find((i) => i.name === name)?.port;
  if (!port) throw new Error(`no instance ${name} with a port`);
  return `http://127.0.0.1:${port}`;
};
const today = () => new Date().toISOString().slice(0, 10);
let users = 0;

/** A new writer signed up and logged in through nginx; `as(url)` is the same session sent to another address. */
async function writer() {
  const username = `scaled${++users}x${process.pid % 1000}`;
  const client = new Client(stack.url);
  data(await client.post('/api/auth/signup', { username, email: `${username}@example.com`, password: 'correct horse battery' }));
  data(await client.post('/api/auth/login', { username, password: 'correct horse battery' }));
  const cookie = client.sessionCookie ?? '';
  return { client, cookie, as: (url: string) => new Client(url, { cookie }) };
}

/** A plain request from a chosen loopback address (127.0.0.2 and friends are this machine too), as another client. */
function requestFrom(localAddress: string, method: string, path: string, headers: Record<string, string | number> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${stack.url}${path}`, { method, headers, localAddress, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('through nginx', () => {
  test('reads go to the query APIs and writes to the command APIs', async () => {
    const anonymous = new Client(stack.url);
    // Each side answers only its own routes (404 on the other): the answers show where nginx sent the request.
    expect((await new Client(instanceUrl('command-api#1')).get('/api/v1/ping')).status).toBe(404);
    expect((await new Client(instanceUrl('query-api#1')).post('/api/auth/login', { username: 'nobody', password: 'wrong password' })).status).toBe(404);
    expect((await anonymous.get('/api/v1/ping')).status).toBe(200);
    expect((await fetch(`${stack.url}/api/v1/ping`, { method: 'HEAD' })).status).toBe(200);
    expect(errorOf(await anonymous.post('/api/auth/login', { username: 'nobody', password: 'wrong password' }))?.code).toBe('INCORRECT_CREDS');
  });

  test('read-your-writes: 50 entries, each visible on the next read through nginx and on either query instance', async () => {
    const w = await writer();
    const project = data(await w.client.post<SummarizedProject>('/api/v1/project', { title: 'Scaled novel', phase: 'drafting' }));
    const queries = [w.as(instanceUrl('query-api#1')), w.as(instanceUrl('query-api#2'))];
    const failures: string[] = [];
    for (let i = 1; i <= 50; i++) {
      const res = await w.client.post('/api/v1/tally', { date: today(), workId: project.id, measure: 'word', count: 10 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const throughNginx = data(await w.client.get<SummarizedProject>(`/api/v1/project/${project.id}`)).totals.word;
      const direct = data(await queries[i % 2]!.get<SummarizedProject>(`/api/v1/project/${project.id}`)).totals.word;
      if (throughNginx !== i * 10 || direct !== i * 10) failures.push(`entry ${i}: nginx ${throughNginx}, query-api#${(i % 2) + 1} ${direct}`);
    }
    expect(failures).toEqual([]);
  });

  test('a board\'s live stream opened through nginx hears entries written on either command instance', async () => {
    const owner = await writer();
    const board = data(await owner.client.post<{ uuid: string }>('/api/v1/leaderboard', { title: 'Scaled sprint', isJoinable: true }));
    const project = data(await owner.client.post<SummarizedProject>('/api/v1/project', { title: 'Live novel', phase: 'drafting' }));
    const stream = new Stream(stack.url, `/api/v1/leaderboard/${board.uuid}/live`, owner.cookie);
    try {
      expect((await stream.opened).headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(await stream.waitFor(1)).toHaveLength(1); // nginx passes the first event at once (unbuffered)
      let heard = 1;
      for (const command of ['command-api#1', 'command-api#2']) {
        const res = await owner.as(instanceUrl(command)).post('/api/v1/tally', { date: today(), workId: project.id, measure: 'word', count: 5 });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const versions = await stream.waitFor(++heard);
        expect(versions.length, `the stream did not hear the entry written on ${command}`).toBeGreaterThanOrEqual(heard);
        heard = versions.length;
      }
      expect(stream.events.every((e) => e === LIVE_EVENTS.standings)).toBe(true);
    } finally {
      stream.close();
    }
  });

  test('hashed assets are served with a year-long immutable cache header', async () => {
    const page = await (await fetch(`${stack.url}/`)).text();
    const asset = /\/assets\/[^"']+\.js/.exec(page)?.[0];
    expect(asset).toBeDefined();
    for (let i = 0; i < 2; i++) { // the second answer comes from nginx's copy
      const res = await fetch(`${stack.url}${asset}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  test('a body over the largest upload is refused by nginx with 413; smaller bodies reach the app, which applies its own limits', async () => {
    const refused = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${stack.url}/api/v1/import`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'content-length': LARGEST_REQUEST_BYTES + 1 }, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024)); // nginx answers from the declared length without waiting for the rest
    });
    expect(refused).toBe(413);
    const w = await writer();
    const tooLong = await w.client.post('/api/v1/tally', { date: today(), workId: 1, measure: 'word', count: 1, note: 'x'.repeat(BODY_LIMIT) });
    expect(errorOf(tooLong)).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  // Enabled once the app reads TRUST_PROXY (branch ops-drain): until then every request seems to come from nginx.
  test('rate limits count the client nginx names in X-Forwarded-For, never one the client names itself', async () => {
    const remaining = (res: { headers: http.IncomingHttpHeaders }) => Number(/r=(\d+)/.exec(String(res.headers.ratelimit))?.[1]);
    const first = remaining(await requestFrom('127.0.0.2', 'GET', '/api/v1/ping'));
    await requestFrom('127.0.0.2', 'GET', '/api/v1/ping');
    // A spoofed address is kept in front of the real one: the instances only trust what nginx adds.
    const spoofed = await requestFrom('127.0.0.2', 'GET', '/api/v1/ping', { 'x-forwarded-for': '198.51.100.7' });
    expect(remaining(spoofed)).toBe(first - 2);
    const other = await requestFrom('127.0.0.3', 'GET', '/api/v1/ping');
    expect(remaining(other)).toBe(first);
  });
});
