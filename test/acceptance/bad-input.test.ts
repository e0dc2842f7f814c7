import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '../support/app.ts';
import { makeAdmin, signUpUser, type SignedUp } from '../support/accounts.ts';
import { Client, data, errorOf } from '../support/http.ts';

let t: TestApp;
let u: SignedUp;
let project: SummarizedProject;
beforeAll(async () => {
  t = await startTestApp();
  u = await signUpUser(t);
  project = data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting' }));
});
afterAll(async () => { await t?.close(); });

const unsafe = (field: string) => ({ status: 400, code: 'VALIDATION_FAILED', message: messages.validation.unsafeText(field) });
const BAD = ['nul \u0000 byte', 'lone high \ud800', 'lone low \udc00'];

describe('NUL bytes and lone surrogates are refused with a 400 naming the field', () => {
  test.each(BAD)('in a writer\'s own fields: %j', async (bad) => {
    const entry = { date: '2026-01-01', workId: project.id, measure: 'word', count: 1 };
    expect(errorOf(await u.client.post('/api/v1/project', { title: bad, phase: 'drafting' }))).toEqual(unsafe('title'));
    expect(errorOf(await u.client.patch(`/api/v1/project/${project.id}`, { description: bad }))).toEqual(unsafe('description'));
    expect(errorOf(await u.client.post('/api/v1/tally', { ...entry, note: bad }))).toEqual(unsafe('note'));
    expect(errorOf(await u.client.post('/api/v1/tally', { ...entry, tags: ['fine', bad] }))).toEqual(unsafe('tags[1]'));
    expect(errorOf(await u.client.post('/api/v1/tally/batch', [entry, { ...entry, note: bad }]))).toEqual(unsafe('[1].note'));
    expect(errorOf(await u.client.post('/api/v1/tag', { name: bad, color: 'default' }))).toEqual(unsafe('name'));
    expect(errorOf(await u.client.patch('/api/v1/me', { displayName: bad }))).toEqual(unsafe('displayName'));
    expect(errorOf(await u.client.post('/api/v1/api-key', { name: bad, expiresAt: null }))).toEqual(unsafe('name'));
  });

  test.each(BAD)('on routes open to anyone: %j', async (bad) => {
    const anon = new Client(t.url);
    expect(errorOf(await anon.post('/api/auth/login', { username: bad, password: 'whatever1' }))).toEqual(unsafe('username'));
    expect(errorOf(await anon.post('/api/auth/login', { username: 'someone', password: bad }))).toEqual(unsafe('password'));
    expect(errorOf(await anon.post('/api/auth/reset-password', { username: bad }))).toEqual(unsafe('username'));
    expect(errorOf(await anon.post('/api/auth/signup', { username: 'abc', email: `a${bad}@example.com`, password: 'whatever1' }))).toEqual(unsafe('email'));
  });

  test('in query strings, and in field names', async () => {
    expect(errorOf(await u.client.get('/api/v1/tally?startDate=%00'))).toEqual(unsafe('startDate'));
    expect(errorOf(await u.client.post('/api/v1/project', { title: 'x', phase: 'drafting', 'odd\u0000': 1 }))).toEqual(unsafe('(a field name)'));
  });

  test('in a banner (admins)', { timeout: 60_000 }, async () => {
    const admin = await signUpUser(t);
    await makeAdmin(t, admin.username, admin.client);
    const res = await admin.client.post('/api/admin/banner', { message: BAD[1], icon: 'info', color: 'info', enabled: true, showUntil: null });
    expect(errorOf(res)).toEqual(unsafe('message'));
  });

  test('right-to-left text and emoji are stored as sent; in a title, direction controls are taken out', async () => {
    const title = 'שלום 😀 evil';
    expect(data(await u.client.post<SummarizedProject>('/api/v1/project', { title, phase: 'drafting' })).title).toBe(title);
    expect(data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'שלום 😀 \u202eevil', phase: 'drafting' })).title).toBe(title);
  });
});

describe('names and titles of only invisible characters are refused, and direction controls taken out of them', () => {
  const invisible = { status: 400, code: 'VALIDATION_FAILED', message: messages.validation.invisibleName };
  const ZERO_WIDTH = '\u200b\u200c\u200d\u2060';

  test('a refusal for each kind of name, and nothing stored', async () => {
    const before = await t.database.pool.query<{ n: string }>('select count(*) as n from events');
    expect(errorOf(await u.client.post('/api/v1/project', { title: ZERO_WIDTH, phase: 'drafting' }))).toEqual(invisible);
    expect(errorOf(await u.client.patch(`/api/v1/project/${project.id}`, { title: '\u202e\u200b\u202c' }))).toEqual(invisible);
    expect(errorOf(await u.client.patch('/api/v1/me', { displayName: '\u3164\u3164\u3164' }))).toEqual(invisible);
    expect(errorOf(await u.client.post('/api/v1/tag', { name: ZERO_WIDTH }))).toEqual(invisible);
    expect(errorOf(await u.client.post('/api/v1/api-key', { name: ZERO_WIDTH, expiresAt: null }))).toEqual(invisible);
    expect(errorOf(await u.client.post('/api/v1/leaderboard', { title: ZERO_WIDTH, isJoinable: true }))).toEqual(invisible);
    const entry = { date: '2026-01-01', workId: project.id, measure: 'word', count: 1 };
    expect(errorOf(await u.client.post('/api/v1/tally', { ...entry, tags: [ZERO_WIDTH] }))).toEqual(invisible);
    const after = await t.database.pool.query<{ n: string }>('select count(*) as n from events');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  test('what is stored and shown is the name without its direction controls', async () => {
    const writer = await signUpUser(t);
    expect(data(await writer.client.patch<{ displayName: string }>('/api/v1/me', { displayName: '\u202eRuth\u202c' })).displayName).toBe('Ruth');
    const tag = data(await writer.client.post<{ name: string }>('/api/v1/tag', { name: '\u2067draft\u2069' }));
    expect(tag.name).toBe('draft');
    // The same name with controls is the same tag.
    expect(errorOf(await writer.client.post('/api/v1/tag', { name: '\u202edraft' }))).toMatchObject({ status: 400, code: 'TAG_EXISTS' });
    const board = data(await writer.client.post<{ uuid: string; title: string }>('/api/v1/leaderboard', { title: 'Sprint\u202e', isJoinable: true }));
    expect(board.title).toBe('Sprint');
  });
});

describe('ids are decimal digits', () => {
  test.each(['0x1', '1e0', '+1', '01', '1.0', '%201', '0', '2147483648'])('/project/%s is refused, never another way to say 1', async (id) => {
    const res = await u.client.get(`/api/v1/project/${id}`);
    expect(errorOf(res)).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: messages.validation.id });
  });

  test('id lists in queries too', async () => {
    expect(errorOf(await u.client.get('/api/v1/tally?works=0x1'))).toMatchObject({ status: 400, message: messages.validation.idList });
    expect(data(await u.client.get<unknown[]>(`/api/v1/tally?works=${project.id}`))).toEqual([]);
  });
});

/** Sends raw bytes and returns the whole answer (the server closes the connection after these errors). */
function rawRequest(text: string): Promise<string> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => { answer += chunk.toString('utf8'); });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const envelopeOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('over-long addresses and headers answer in the envelope', () => {
  test('an address over 2 KB: 414, whether or not the web app is served', async () => {
    const res = await fetch(`${t.url}/api/v1/project/${'1'.repeat(3_000)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toEqual({ success: false, error: { code: 'URI_TOO_LONG', message: messages.errors.uriTooLong } });
  });

  test('an address over the size limit: 414', async () => {
    const answer = await rawRequest(`GET /api/v1/ping?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 414 /);
    expect(envelopeOf(answer)).toEqual({ success: false, error: { code: 'URI_TOO_LONG', message: messages.errors.uriTooLong } });
  });

  test('headers over the size limit: 431', async () => {
    const answer = await rawRequest(`GET /api/v1/ping HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(envelopeOf(answer)).toEqual({ success: false, error: { code: 'HEADERS_TOO_LARGE', message: messages.errors.headersTooLarge } });
  });
});

/**
 * A multipart upload over a raw socket, written in chunks with short pauses as a client on a real network
 * would, and read only once everything is sent (as most HTTP clients do). Says whether a write failed (a broken
 * pipe), whether the server let it send everything, and what came back.
 */
function slowUpload(path: string, cookie: string, bytes: number, chunk = 64 * 1024): Promise<{ writeError: string | null; sentAll: boolean; answer: string }> {
  const { port } = new URL(t.url);
  const boundary = 'inkpace-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cover"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, Buffer.alloc(bytes, 7), tail]);
  const request = Buffer.from(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    let writeError: string | null = null;
    let sentAll = false;
    socket.on('data', (chunk) => { answer += chunk.toString('utf8'); });
    socket.on('error', (error: NodeJS.ErrnoException) => { writeError ??= error.code ?? error.message; });
    socket.on('close', () => resolve({ writeError, sentAll, answer }));
    void (async () => {
      socket.write(request);
      for (let at = 0; at < body.length && !socket.destroyed; at += chunk) {
        await new Promise<void>((done) => socket.write(body.subarray(at, at + chunk), () => done()));
        await new Promise((r) => setTimeout(r, 5));
      }
      sentAll = !socket.destroyed;
      // Everything sent: now read the answer, then hang up.
      setTimeout(() => socket.end(), 300);
    })();
  });
}

describe('oversized uploads', () => {
  test('a 3 MiB cover sent at network pace gets the 413 envelope rather than a broken pipe', async () => {
    const { writeError, sentAll, answer } = await slowUpload(`/api/v1/project/${project.id}/cover`, u.client.sessionCookie ?? '', 3 * 1024 * 1024, 16 * 1024);
    expect(writeError).toBeNull();
    expect(sentAll).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(envelopeOf(answer)).toEqual({ success: false, error: { code: 'PAYLOAD_TOO_LARGE', message: messages.errors.imageTooLarge } });
    // A proper cover is still accepted.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).png().toBuffer();
    expect((await u.client.upload(`/api/v1/project/${project.id}/cover`, 'cover', png, 'c.png', 'image/png')).status).toBe(200);
  });

  test("a refusal before reading (another writer's project) is read in full too", async () => {
    const other = await signUpUser(t);
    const { writeError, sentAll, answer } = await slowUpload(`/api/v1/project/${project.id}/cover`, other.client.sessionCookie ?? '', 1024 * 1024);
    expect(writeError).toBeNull();
    expect(sentAll).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
  });

  test('past the bound (4× the limit) the server stops reading: it answers at once and closes the connection', async () => {
    const { sentAll, answer } = await slowUpload(`/api/v1/project/${project.id}/cover`, u.client.sessionCookie ?? '', 9 * 1024 * 1024);
    expect(sentAll).toBe(false);
    // The client may or may not get to read the answer before the close; if it does, it is the 413.
    if (answer !== '') expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect((await fetch(`${t.url}/api/v1/ping`)).status).toBe(200);
  });
});
