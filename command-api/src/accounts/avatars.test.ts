import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { avatarUrl, type User } from '@inkpace/contracts/api/account';
import type { StandingsValue as Standings } from '@inkpace/contracts/api/leaderboard-standings';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { flatPng } from '@inkpace/test/hostile-images';
import { data, errorOf } from '@inkpace/test/http';
import { BOARDS, createBoard, getBoard, joinBoard, listMembers } from '../leaderboards/board-http-fixtures.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const AVATAR = '/api/v1/me/avatar';
const red = { r: 220, g: 30, b: 30 };
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: red } }).png().toBuffer();

async function fetchAvatar(avatar: string) {
  const res = await fetch(t.url + avatarUrl(avatar));
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body: Buffer.from(await res.arrayBuffer()) };
}

/** The served image's centre pixel, to tell what was drawn. */
async function centre(body: Buffer): Promise<number[]> {
  const { data: pixels, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [...pixels.subarray(at, at + 3)];
}

const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - (expected[i] ?? 0)) <= 12);
const me = async (u: SignedUp) => data(await u.client.get<User>('/api/v1/me'));
const userEvents = async (u: SignedUp) =>
  Number((await t.database.pool.query<{ n: string }>('select count(*) as n from events where stream_id = $1', [`user-${u.uuid}`])).rows[0]?.n);

/** A PNG chunk (for the polyglot: text the image library must not carry over). */
function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

describe('POST and DELETE /api/v1/me/avatar', () => {
  test('an upload becomes a square WebP without metadata, served forever-cacheable; the user answers with its file name', async () => {
    const u = await signUpUser(t);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: red } })
      .jpeg().withExif({ IFD0: { Copyright: 'secret-exif-text', Artist: 'secret-exif-text' } }).toBuffer();
    expect(jpeg.includes('secret-exif-text')).toBe(true);
    const user = data(await u.client.upload<User>(AVATAR, 'avatar', jpeg, 'me.jpg', 'image/jpeg'));
    expect(user).toMatchObject({ uuid: u.uuid, username: u.username, avatar: expect.stringMatching(/^[0-9a-f-]{36}\.webp$/) });
    expect((await me(u)).avatar).toBe(user.avatar);
    const served = await fetchAvatar(user.avatar ?? '');
    expect(served).toMatchObject({ status: 200, type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
    const meta = await sharp(served.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 192, height: 192 });
    expect(meta.exif).toBeUndefined();
    expect(served.body.includes('secret-exif-text')).toBe(false);
  });

  test('a PNG named .svg and declared as SVG is taken as the PNG it is', async () => {
    const u = await signUpUser(t);
    const user = data(await u.client.upload<User>(AVATAR, 'avatar', await png(300, 300), 'me.svg', 'image/svg+xml'));
    const served = await fetchAvatar(user.avatar ?? '');
    expect(await sharp(served.body).metadata()).toMatchObject({ format: 'webp', width: 192, height: 192 });
    expect(near(await centre(served.body), [red.r, red.g, red.b])).toBe(true);
  });

  test('an SVG with a script is rasterised: what is served is a WebP picture with no script in it', async () => {
    const u = await signUpUser(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script>'
      + '<rect width="100" height="100" fill="#1e40af" onload="alert(1)"/></svg>');
    const user = data(await u.client.upload<User>(AVATAR, 'avatar', svg, 'me.svg', 'image/svg+xml'));
    const served = await fetchAvatar(user.avatar ?? '');
    expect(served.type).toBe('image/webp');
    expect(served.body.includes('script')).toBe(false);
    expect(served.body.includes('alert')).toBe(false);
    expect(await sharp(served.body).metadata()).toMatchObject({ format: 'webp', width: 192, height: 192 });
    expect(near(await centre(served.body), [0x1e, 0x40, 0xaf])).toBe(true);
  });

  test('a polyglot (a PNG carrying HTML in a text chunk and after its end) is served as a picture only', async () => {
    const u = await signUpUser(t);
    const base = flatPng(64, 64);
    const iend = base.length - 12;
    const html = '<html><body><script>alert(document.cookie)</script></body></html>';
    const polyglot = Buffer.concat([base.subarray(0, iend), chunk('tEXt', Buffer.from(`Comment\0${html}`, 'latin1')), base.subarray(iend), Buffer.from(html)]);
    const user = data(await u.client.upload<User>(AVATAR, 'avatar', polyglot, 'me.html', 'text/html'));
    const served = await fetchAvatar(user.avatar ?? '');
    expect(served).toMatchObject({ status: 200, type: 'image/webp' });
    expect(served.body.includes('script')).toBe(false);
    expect(served.body.includes('html')).toBe(false);
  });

  test('no file, an empty file, another field, text, a truncated image and 3 MiB are refused; nothing is written', async () => {
    const u = await signUpUser(t);
    const before = await userEvents(u);
    const missing = { status: 400, code: 'VALIDATION_FAILED', message: messages.errors.imageMissing('avatar') };
    expect(errorOf(await u.client.post(AVATAR))).toEqual(missing);
    expect(errorOf(await u.client.request('POST', AVATAR, new FormData()))).toEqual(missing);
    expect(errorOf(await u.client.upload(AVATAR, 'avatar', Buffer.alloc(0), 'empty.png', 'image/png'))).toEqual(missing);
    expect(errorOf(await u.client.upload(AVATAR, 'cover', await png(10, 10), 'x.png', 'image/png'))).toEqual(missing);
    expect(errorOf(await u.client.upload(AVATAR, 'avatar', Buffer.from('not an image'), 'x.png', 'image/png')))
      .toEqual({ status: 400, code: 'VALIDATION_FAILED', message: messages.errors.imageType });
    expect(errorOf(await u.client.upload(AVATAR, 'avatar', (await png(50, 50)).subarray(0, 60), 'x.png', 'image/png')))
      .toEqual({ status: 400, code: 'VALIDATION_FAILED', message: messages.errors.imageUnreadable });
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(3 * 1024 * 1024)]);
    expect(errorOf(await u.client.upload(AVATAR, 'avatar', big, 'big.png', 'image/png')))
      .toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: messages.errors.imageTooLarge });
    expect((await me(u)).avatar).toBeNull();
    expect(await userEvents(u)).toBe(before);
  });

  test('replacing deletes the old file; DELETE clears the avatar and deletes its file; deleting again is a no-op', async () => {
    const u = await signUpUser(t);
    const first = data(await u.client.upload<User>(AVATAR, 'avatar', await png(40, 40), 'a.png', 'image/png')).avatar ?? '';
    const second = data(await u.client.upload<User>(AVATAR, 'avatar', await png(50, 50), 'b.png', 'image/png')).avatar ?? '';
    expect(second).not.toBe(first);
    expect((await fetchAvatar(first)).status).toBe(404);
    expect((await fetchAvatar(second)).status).toBe(200);
    const removed = data(await u.client.delete<User>(AVATAR));
    expect(removed).toMatchObject({ uuid: u.uuid, avatar: null });
    expect((await me(u)).avatar).toBeNull();
    expect((await fetchAvatar(second)).status).toBe(404);
    const events = await userEvents(u);
    expect(data(await u.client.delete<User>(AVATAR)).avatar).toBeNull();
    expect(await userEvents(u)).toBe(events);
  });

  test('an API key is refused on both routes (the account is the browser session\'s); nothing is written', async () => {
    const u = await signUpUser(t);
    const kept = data(await u.client.upload<User>(AVATAR, 'avatar', await png(40, 40), 'a.png', 'image/png')).avatar ?? '';
    const key = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'script', expiresAt: null }));
    const bearer = u.client.withBearer(key.token);
    const before = await userEvents(u);
    const refused = { status: 401, code: 'NOT_LOGGED_IN', message: messages.errors.sessionOnly };
    expect(errorOf(await bearer.upload(AVATAR, 'avatar', await png(40, 40), 'b.png', 'image/png'))).toEqual(refused);
    expect(errorOf(await bearer.request('DELETE', AVATAR))).toEqual(refused);
    expect((await me(u)).avatar).toBe(kept);
    expect((await fetchAvatar(kept)).status).toBe(200);
    expect(await userEvents(u)).toBe(before);
    // Signed out: the same refusal.
    const anonymous = await signUpUser(t, { login: false });
    expect(errorOf(await anonymous.client.upload(AVATAR, 'avatar', await png(40, 40), 'b.png', 'image/png'))).toMatchObject({ status: 401 });
  });

  test('a page of another site (or port) cannot set or remove the avatar with the writer\'s cookie', async () => {
    const u = await signUpUser(t);
    const kept = data(await u.client.upload<User>(AVATAR, 'avatar', await png(40, 40), 'a.png', 'image/png')).avatar;
    const before = await userEvents(u);
    const evil = new URL(t.url);
    evil.port = String(Number(evil.port) + 1);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await png(8, 8))], { type: 'image/png' }), 'x.png');
    // What a multipart form post from that page sends: no preflight, the cookie, the page's origin.
    const cookie = u.client.sessionCookie ?? '';
    const forged = await fetch(t.url + AVATAR, { method: 'POST', body: form, headers: { cookie, origin: evil.origin, 'sec-fetch-site': 'same-site' } });
    expect(forged.status).toBe(403);
    const removal = await fetch(t.url + AVATAR, { method: 'DELETE', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(removal.status).toBe(403);
    expect((await me(u)).avatar).toBe(kept);
    expect(await userEvents(u)).toBe(before);
  });

  test('a board shows the member\'s avatar at once: summary, roster and standings', async () => {
    const [owner, writer] = await Promise.all([signUpUser(t), signUpUser(t)]);
    const board = await createBoard(owner);
    const member = await joinBoard(writer, board.uuid);
    // Read once before, so a cached page would have to be replaced.
    await owner.client.get(`${BOARDS}/${board.uuid}/standings`);
    const avatar = data(await writer.client.upload<User>(AVATAR, 'avatar', await png(40, 40), 'a.png', 'image/png')).avatar;
    expect((await getBoard(owner.client, board.uuid)).members.find((m) => m.id === member.id)?.avatar).toBe(avatar);
    expect((await listMembers(owner.client, board.uuid)).find((m) => m.id === member.id)?.avatar).toBe(avatar);
    const standings = data(await owner.client.get<Standings>(`${BOARDS}/${board.uuid}/standings`));
    expect(standings.people.find((p) => p.memberId === member.id)?.avatar).toBe(avatar);
    await writer.client.delete(AVATAR);
    const after = data(await owner.client.get<Standings>(`${BOARDS}/${board.uuid}/standings`));
    expect(after.people.find((p) => p.memberId === member.id)?.avatar).toBeNull();
  });
});
