import { execFileSync } from 'node:child_process';
import { afterEach, expect, test } from 'vitest';
import sharp from 'sharp';
import { stackedBlursSvg } from '@inkpace/test/hostile-images';
import { createLogger } from '../log/index.ts';
import { startImageRenderer, type ImageRenderLimits } from '../run/image-renderer.ts';
import { ImageError, type ImageRenderer } from './renderer.ts';
import type { StillSpec } from './pipeline.ts';

const spec: StillSpec = { width: 60, height: 90, fit: 'inside', quality: 80, maxInputPixels: 1_000_000 };
const log = createLogger('silent');
let renderer: ImageRenderer | null = null;
afterEach(async () => { await renderer?.close(); });

const start = (limits: ImageRenderLimits) => (renderer = startImageRenderer(log, limits));
const refusal = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => (error instanceof ImageError ? error.reason : error));
/** The pids of this process's render children still alive (Linux `ps`: the CI machine and the images are Linux). */
const children = () => execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
  .split('\n').filter((line) => line.includes('image-render')).map((line) => line.trim().split(' ')[0]);

test('a render past its deadline is stopped by killing its process: refused as unreadable, and the next render works', async () => {
  const images = start({ concurrency: 1, deadlineMs: 800 });
  const png = await sharp({ create: { width: 120, height: 180, channels: 3, background: '#123' } }).png().toBuffer();
  expect(await sharp(await images.render(png, 'png', spec)).metadata()).toMatchObject({ format: 'webp', width: 60, height: 90 });
  const before = children();
  expect(before).toHaveLength(1);

  const started = Date.now();
  expect(await refusal(images.render(stackedBlursSvg(), 'svg', spec))).toBe('unreadable');
  expect(Date.now() - started).toBeLessThan(3_000);
  await expect.poll(() => children().some((pid) => before.includes(pid))).toBe(false);

  expect(await sharp(await images.render(png, 'png', spec)).metadata()).toMatchObject({ format: 'webp' });
});

test('renders beyond the cap wait their turn, then are answered busy; nothing is started for them', async () => {
  const images = start({ concurrency: 1, deadlineMs: 1_500, queueWaitMs: 300, maxWaiting: 1 });
  const svg = stackedBlursSvg();
  const running = refusal(images.render(svg, 'svg', spec));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const waited = Date.now();
  const [waiting, turnedAway] = await Promise.all([refusal(images.render(svg, 'svg', spec)), refusal(images.render(svg, 'svg', spec))]);
  expect(Date.now() - waited).toBeLessThan(1_000);
  expect([waiting, turnedAway]).toEqual(['busy', 'busy']);
  expect(children().length).toBeLessThanOrEqual(1);
  expect(await running).toBe('unreadable');
});

test('an upload whose bytes are not the type they were sniffed as is refused as the wrong type', async () => {
  const images = start({ concurrency: 1 });
  const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).jpeg().toBuffer();
  expect(await refusal(images.render(jpeg, 'png', spec))).toBe('type');
});
