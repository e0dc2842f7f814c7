import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signUpUser, type SignedUp } from '../support/accounts.ts';
import { data } from '../support/http.ts';

let t: TestApp;
let u: SignedUp;
let project: SummarizedProject;
beforeAll(async () => {
  t = await startTestApp();
  u = await signUpUser(t);
  project = data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting' }));
});
afterAll(async () => { await t?.close(); });

const MiB = 1024 * 1024;

/** What came back, any error on the way, and whether the server let the client send the whole body. */
interface Sent { status: number | null; body: unknown; error: string | null; sentAll: boolean }

/** The body goes out in pieces with pauses, as over a real network (on loopback the kernel would take it all at once). */
const CHUNK = 64 * 1024;
const PAUSE_MS = 2;

/**
 * Sends a body with Node's HTTP client, as a script or an API client would, and reports the answer. Node's client
 * stops quietly when the server hangs up mid-send after answering; most clients (curl aside) write the whole body
 * before reading and get EPIPE or ECONNRESET there instead of the answer, so a body not sent in full is a failure.
 */
function send(path: string, contentType: string, body: Buffer): Promise<Sent> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve) => {
    let status: number | null = null;
    let text = '';
    let error: string | null = null;
    let sentAll = false;
    const finish = () => resolve({ status, body: text ? (JSON.parse(text) as unknown) : null, error, sentAll });
    const request = http.request({
      host: hostname, port, path, method: 'POST', agent: false,
      headers: { cookie: u.client.sessionCookie ?? '', 'content-type': contentType, 'content-length': body.length },
    });
    request.on('response', (response) => {
      status = response.statusCode ?? null;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => setImmediate(finish)); // an error right after the answer still counts
    });
    request.on('error', (e: NodeJS.ErrnoException) => {
      error ??= e.code ?? e.message;
      if (status === null) finish();
    });
    void (async () => {
      for (let at = 0; at < body.length && !request.destroyed; at += CHUNK) {
        request.write(body.subarray(at, at + CHUNK));
        sentAll = at + CHUNK >= body.length;
        await new Promise((r) => setTimeout(r, PAUSE_MS));
      }
      request.end();
    })();
  });
}

const multipart = (bytes: number) => {
  const boundary = 'inkpace-oversized';
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cover"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.alloc(bytes, 7),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

const failure = (code: string, message: string) => ({ success: false, error: { code, message } });

describe('a body over its limit gets its answer, not a broken pipe (read and dropped up to 4x the limit)', () => {
  test('a 3 MiB cover: 413 with the cover message', async () => {
    const { type, body } = multipart(3 * MiB);
    expect(await send(`/api/v1/project/${project.id}/cover`, type, body))
      .toEqual({ status: 413, body: failure('PAYLOAD_TOO_LARGE', messages.errors.imageTooLarge), error: null, sentAll: true });
  });

  test('a 3 MiB JSON body (1 MB limit): 413', async () => {
    const json = Buffer.from(JSON.stringify({ title: 'x'.repeat(3 * MiB), phase: 'drafting' }));
    expect(await send('/api/v1/project', 'application/json', json))
      .toEqual({ status: 413, body: failure('PAYLOAD_TOO_LARGE', messages.errors.payloadTooLarge), error: null, sentAll: true });
  });

  test('a 3 MiB cover sent as a plain-text body instead of a form: 413', async () => {
    expect(await send(`/api/v1/project/${project.id}/cover`, 'text/plain', Buffer.alloc(3 * MiB, 7)))
      .toEqual({ status: 413, body: failure('PAYLOAD_TOO_LARGE', messages.errors.payloadTooLarge), error: null, sentAll: true });
  });

  test('a 3 MiB upload to a route that takes none: 415', async () => {
    const { type, body } = multipart(3 * MiB);
    expect(await send('/api/v1/project', type, body)).toMatchObject({ status: 415, error: null, sentAll: true });
  });

  test('past the bound the answer goes out at once and the connection is closed; the server carries on', async () => {
    const json = Buffer.alloc(9 * MiB, 32);
    const sent = await send('/api/v1/project', 'application/json', json);
    expect(sent.sentAll).toBe(false);
    if (sent.status !== null) expect(sent.status).toBe(413);
    expect((await fetch(`${t.url}/api/v1/ping`)).status).toBe(200);
  });
});
