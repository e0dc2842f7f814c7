import { PassThrough } from 'node:stream';
import { expect, test } from 'vitest';
import { progressLine, rebuildProgressBar } from './progress-bar.ts';

test('a progress line has the bar, the percentage, the rate and the time left', () => {
  expect(progressLine('progress, audit', 250_000, 1_000_000, 5_000))
    .toBe('progress, audit [########......................]  25 %  50,000 events/s  about 15 s left  (250,000 of 1,000,000)');
  // In its first second there is no rate yet, so no estimate either.
  expect(progressLine('accounts', 10, 100, 200)).toBe('accounts [###...........................]  10 %  (10 of 100)');
});

test('without a terminal it writes a line now and then (and the last one), never a carriage return', () => {
  const out = new PassThrough();
  const chunks: string[] = [];
  out.on('data', (c: Buffer) => chunks.push(c.toString()));
  const bar = rebuildProgressBar(out as unknown as NodeJS.WriteStream);
  bar.onProgress('banners', 1, 3);
  bar.onProgress('banners', 2, 3);
  bar.onProgress('banners', 3, 3);
  bar.end();
  expect(chunks).toHaveLength(2);
  expect(chunks.join('')).not.toContain('\r');
  expect(chunks[1]).toContain('100 %');
});
