import http from 'node:http';
import net from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUpUser } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createBoard } from '../../command-api/src/leaderboards/board-http-fixtures.ts';

/** Closing an API process (SIGTERM, or RunningApp.close) drains it: what it has finishes, nothing new comes in. */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.database.drop(); });

const port = () => Number(new URL(t.url).port);

/** Whether a new TCP connection to the app is taken or refused. */
async function connectOutcome(): Promise<'accepted' | 'refused'> {
  const socket = net.connect(port(), '127.0.0.1');
  try {
    await once(socket, 'connect');
    return 'accepted';
  } catch {
    return 'refused';
  } finally {
    socket.destroy();
  }
}

/** A request whose headers the server has read (it said 100 Continue) and whose body is only half sent. */
async function halfSentPost(path: string, body: string, cookie: string) {
  const request = http.request({
    host: '127.0.0.1', port: port(), method: 'POST', path, agent: new http.Agent({ keepAlive: true }),
    headers: { cookie, expect: '100-continue', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: t.url },
  });
  const answered = new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve)).then(async (res) => {
    let text = '';
    for await (const chunk of res) text += String(chunk);
    return { status: res.statusCode, connection: res.headers.connection, text };
  });
  request.flushHeaders();
  await once(request, 'continue');
  request.write(body.slice(0, 10));
  return { answered, finish: () => request.end(body.slice(10)) };
}

/** An open live stream: all it has said so far, and whether the server ended it. */
async function openStream(path: string, cookie: string) {
  const res = await new Promise<http.IncomingMessage>((resolve) => http.get({ host: '127.0.0.1', port: port(), path, headers: { cookie } }, resolve));
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  const stream = { text: '', ended: false };
  res.on('data', (chunk: Buffer) => { stream.text += chunk.toString('utf8'); });
  res.on('end', () => { stream.ended = true; });
  await expect.poll(() => stream.text).toContain('event: standings');
  return stream;
}

test('in-flight requests finish with 2xx, new connections are refused, open streams end with a reconnect notice', async () => {
  const owner = await signUpUser(t);
  const cookie = owner.client.sessionCookie ?? '';
  const board = await createBoard(owner, { title: 'Drained' });
  const stream = await openStream(`/api/v1/leaderboard/${board.uuid}/live`, cookie);
  const inFlight = await halfSentPost('/api/v1/project', JSON.stringify({ title: 'Sent while closing', phase: 'drafting' }), cookie);
  expect(t.app.http?.drain.draining).toBe(false);

  const closed = t.app.close();
  await expect.poll(connectOutcome).toBe('refused');
  expect(t.app.http?.drain.draining).toBe(true);
  await expect.poll(() => stream.ended).toBe(true);
  expect(stream.text.endsWith('retry: 250\n: this server is closing: reconnect\n\n')).toBe(true);

  inFlight.finish();
  const answer = await inFlight.answered;
  expect(answer.status, answer.text).toBe(201);
  expect(JSON.parse(answer.text)).toMatchObject({ success: true, data: { title: 'Sent while closing' } });
  // The client's kept-alive connection is not reused: its next request goes to a live instance.
  expect(answer.connection).toBe('close');
  await closed;
});
