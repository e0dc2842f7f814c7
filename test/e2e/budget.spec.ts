import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { settle } from './support/a11y.ts';
import { formatChunkTable, routeChunkSizes } from './support/chunk-sizes.ts';
import { expect, test } from './support/fixtures.ts';

const BUDGET_BYTES = 100 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const banner = {
  id: 1,
  uuid: '6f1c1d1e-9a8b-4c7d-8e6f-5a4b3c2d1e0f',
  message: 'Inkpace will be **offline** on Sunday for maintenance.',
  icon: 'campaign',
  color: 'info',
  showUntil: new Date(Date.now() + 86_400_000).toISOString(),
  enabled: true,
  updatedAt: new Date().toISOString(),
};

/**
 * Opens / in a fresh context (nothing cached, no session) and returns the gzip size (level 9, as the build's
 * precompressed files) of every JavaScript file it downloaded. The banner list is answered by the test, so the
 * figure does not depend on banners other tests create meanwhile.
 */
async function homeScripts(browser: Browser, baseURL: string | undefined, banners: unknown[]): Promise<Array<{ url: string; gzip: number }>> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.route('**/api/banners', (route) => route.fulfill({ json: { success: true, data: banners } }));
  const scripts: Array<Promise<{ url: string; gzip: number }>> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' || /javascript/.test(res.headers()['content-type'] ?? '')) {
      scripts.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, gzip: zlib.gzipSync(body, { level: 9 }).length })));
    }
  });
  await page.goto('/');
  await settle(page);
  if (banners.length > 0) await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  const files = await Promise.all(scripts);
  await context.close();
  return files;
}

test('the home page downloads at most 100 KB of JavaScript (gzip)', async ({ browser, baseURL }, testInfo) => {
  const plain = await homeScripts(browser, baseURL, []);
  const withBanner = await homeScripts(browser, baseURL, [banner]);
  const total = (files: Array<{ gzip: number }>) => files.reduce((sum, f) => sum + f.gzip, 0);
  const seen = new Set(plain.map((f) => f.url));
  const lines = [
    ...plain.map((f) => `  ${kb(f.gzip).padStart(9)}  ${f.url}`),
    `  ${kb(total(plain)).padStart(9)}  total JavaScript for / (gzip level 9; budget ${kb(BUDGET_BYTES)})`,
    ...withBanner.filter((f) => !seen.has(f.url)).map((f) => `  ${kb(f.gzip).padStart(9)}  + ${f.url} (only while a banner shows)`),
    `  ${kb(total(withBanner)).padStart(9)}  total for / while a banner shows`,
  ];
  const table = formatChunkTable(routeChunkSizes());
  console.log(`Home page JavaScript:\n${lines.join('\n')}\n\nRoute chunks (npm run size):\n${table}`);
  await testInfo.attach('home-js.txt', { body: `${lines.join('\n')}\n\n${table}\n`, contentType: 'text/plain' });
  expect(plain.length).toBeGreaterThan(0);
  expect(total(plain), `home page JavaScript is ${kb(total(plain))} gzip`).toBeLessThanOrEqual(BUDGET_BYTES);
});
