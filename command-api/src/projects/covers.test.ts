import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { coverUrl, type SummarizedProject } from '@inkpace/contracts/api/project';
import { messages } from '@inkpace/contracts/messages';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { data, errorOf } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();

async function newProject(u: SignedUp): Promise<SummarizedProject> {
  return data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Covered', phase: 'drafting' }));
}

async function fetchCover(cover: string) {
  const res = await fetch(t.url + coverUrl(cover));
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body: Buffer.from(await res.arrayBuffer()) };
}

describe('project covers', () => {
  test('an upload is judged by content, resized to a WebP cover and served with long cache headers', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    // Declared as text: the content (a PNG) decides.
    const res = await u.client.upload<SummarizedProject>(`/api/v1/project/${p.id}/cover`, 'cover', await png(1200, 1200), 'cover.txt', 'text/plain');
    const cover = data(res).cover;
    expect(cover).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const served = await fetchCover(cover ?? '');
    expect(served).toMatchObject({ status: 200, type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
    expect(await sharp(served.body).metadata()).toMatchObject({ format: 'webp', width: 600, height: 600 });

    // Replacing removes the old file; removing clears the cover and its file.
    const replaced = data(await u.client.upload<SummarizedProject>(`/api/v1/project/${p.id}/cover`, 'cover', await png(100, 150), 'b.png', 'image/png'));
    expect(replaced.cover).not.toBe(cover);
    expect((await fetchCover(cover ?? '')).status).toBe(404);
    const removed = data(await u.client.delete<SummarizedProject>(`/api/v1/project/${p.id}/cover`));
    expect(removed.cover).toBeNull();
    expect((await fetchCover(replaced.cover ?? '')).status).toBe(404);
  });

  test('SVG is rasterised, so no script can ever be served', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"><script>alert(1)</script><rect width="200" height="300" fill="blue"/></svg>');
    const project = data(await u.client.upload<SummarizedProject>(`/api/v1/project/${p.id}/cover`, 'cover', svg, 'c.svg', 'image/svg+xml'));
    const served = await fetchCover(project.cover ?? '');
    expect(served.type).toBe('image/webp');
    expect(served.body.includes('script')).toBe(false);
    expect(await sharp(served.body).metadata()).toMatchObject({ format: 'webp', width: 600, height: 900 });
  });

  test('wrong types, unreadable images, oversize files and missing fields are refused; nothing is stored', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const path = `/api/v1/project/${p.id}/cover`;
    expect(errorOf(await u.client.upload(path, 'cover', Buffer.from('just text, not an image'), 'x.png', 'image/png')))
      .toMatchObject({ status: 400, message: messages.errors.imageType });
    const truncated = (await png(50, 50)).subarray(0, 60);
    expect(errorOf(await u.client.upload(path, 'cover', truncated, 'x.png', 'image/png'))).toMatchObject({ status: 400, message: messages.errors.imageUnreadable });
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024 + 1)]);
    expect(errorOf(await u.client.upload(path, 'cover', big, 'big.png', 'image/png'))).toMatchObject({ status: 413, message: messages.errors.imageTooLarge });
    expect(errorOf(await u.client.upload(path, 'image', await png(10, 10), 'x.png', 'image/png'))).toMatchObject({ status: 400, message: messages.errors.imageMissing('cover') });
    expect(data(await u.client.get<SummarizedProject>(`/api/v1/project/${p.id}`)).cover).toBeNull();
  });

  test("another writer's project answers 404 and keeps its cover", async () => {
    const owner = await signUpUser(t);
    const other = await signUpUser(t);
    const p = await newProject(owner);
    const withCover = data(await owner.client.upload<SummarizedProject>(`/api/v1/project/${p.id}/cover`, 'cover', await png(20, 30), 'a.png', 'image/png'));
    expect(errorOf(await other.client.upload(`/api/v1/project/${p.id}/cover`, 'cover', await png(20, 30), 'a.png', 'image/png'))).toMatchObject({ status: 404 });
    expect(errorOf(await other.client.delete(`/api/v1/project/${p.id}/cover`))).toMatchObject({ status: 404 });
    expect(data(await owner.client.get<SummarizedProject>(`/api/v1/project/${p.id}`)).cover).toBe(withCover.cover);
    expect((await fetchCover(withCover.cover ?? '')).status).toBe(200);
  });
});
