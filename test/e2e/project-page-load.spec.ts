import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { api, createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { auditPage, settle } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createProject, fixToday, type NewTally } from './support/projects.ts';
import { repoRoot } from './support/state.ts';

const TODAY = '2024-06-30';
const DAYS = 540;

/** The date `n` days before TODAY. */
function daysBefore(n: number): string {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
}

/**
 * 702 entries (issue 27's writer): words on each of 540 days up to today, and time on every third of them, with
 * tags and notes on some, so an entry weighs what a real one does.
 */
function history(workId: number): NewTally[] {
  const entries: NewTally[] = [];
  for (let n = DAYS - 1; n >= 0; n--) {
    const date = daysBefore(n);
    entries.push({ date, workId, measure: 'word', count: 400 + ((n * 37) % 900), tags: n % 4 === 0 ? ['drafting'] : [], note: n % 5 === 0 ? `Session ${n}: the long chapter by the river.` : '' });
    if (n % 10 < 3) entries.push({ date, workId, measure: 'time', count: 30 + (n % 90), tags: ['sprint'], note: '' });
  }
  return entries;
}

interface Seen {
  url: string;
  /** Bytes of the body as sent (compressed when the server compressed it). */
  transferred: number;
  /** Bytes of the body once decoded: what the app parses. */
  decoded: number;
}

/** Records every /api response the page receives from now on. */
function watchApi(page: Page): Seen[] {
  const seen: Seen[] = [];
  const pending: Array<Promise<void>> = [];
  page.on('response', (res: Response) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/')) return;
    pending.push(
      Promise.all([res.request().sizes(), res.body().catch(() => Buffer.alloc(0))]).then(([sizes, body]) => {
        seen.push({ url: decodeURIComponent(url.pathname + url.search), transferred: sizes.responseBodySize, decoded: body.length });
      }),
    );
  });
  Object.defineProperty(seen, 'done', { value: () => Promise.all(pending) });
  return seen;
}
const allSeen = (seen: Seen[]): Promise<unknown> => (seen as Seen[] & { done(): Promise<unknown> }).done();

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

// Issue 27 #7: the page downloaded every entry (477 KB of JSON for 702) before drawing.
test('a project with 702 entries: the page reads its day totals and one page of entries, and the table pages through the rest', async ({ page }, testInfo) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const project = await createProject(cookie, { title: 'The Long Haul', phase: 'drafting' });
  const entries = history(project.id);
  expect(entries).toHaveLength(702);
  await api('POST', '/api/v1/tally/batch', entries, cookie);
  await fixToday(page, TODAY);
  await logInBrowser(page, user);

  const seen = watchApi(page);
  const started = Date.now();
  await page.goto(`/projects/${project.id}`);
  const progress = page.getByRole('main').getByRole('region', { name: 'Progress' });
  await expect(progress.getByText('Entries 1–30 of 702')).toBeVisible();
  const shownAfter = Date.now() - started;
  await settle(page);
  await allSeen(seen);

  const transferred = seen.reduce((sum, s) => sum + s.transferred, 0);
  const decoded = seen.reduce((sum, s) => sum + s.decoded, 0);
  const figure = [
    ...seen.map((s) => `  ${kb(s.transferred).padStart(9)} sent, ${kb(s.decoded).padStart(9)} JSON  ${s.url}`),
    `  ${kb(transferred).padStart(9)} sent, ${kb(decoded).padStart(9)} JSON  in all (table shown ${shownAfter} ms after navigation)`,
  ].join('\n');
  console.log(`Project page API answers, 702 entries:\n${figure}`);
  await testInfo.attach('project-page-api.txt', { body: figure, contentType: 'text/plain' });

  const urls = seen.map((s) => s.url);
  expect(urls, 'the day totals of this project').toContain(`/api/v1/stats/days?works[]=${project.id}`);
  expect(urls.filter((u) => u.startsWith('/api/v1/tally')), 'never the whole list of entries').toEqual([]);
  expect(urls, 'one page of entries').toContain(`/api/v1/project/${project.id}/tally?skip=0&take=30`);
  expect(decoded, 'what the page parses').toBeLessThan(80 * 1024);

  // The table: 30 rows, newest first (two entries today: the later one first).
  const rows = progress.getByRole('row');
  await expect(rows).toHaveCount(31);
  await expect(rows.nth(1)).toContainText('Jun 30, 2024');
  await expect(rows.nth(1)).toContainText('30m');
  await expect(rows.nth(2)).toContainText('400 words');

  // The next page asks for it.
  await progress.getByRole('button', { name: '2', exact: true }).click();
  await expect(progress.getByText('Entries 31–60 of 702')).toBeVisible();
  await expect(rows).toHaveCount(31);
  expect(seen.map((s) => s.url)).toContain(`/api/v1/project/${project.id}/tally?skip=30&take=30`);

  // 90 a page from the first; then the last page holds the oldest entries.
  await progress.getByLabel('Rows per page').selectOption('90');
  await expect(progress.getByText('Entries 1–90 of 702')).toBeVisible();
  await expect(rows).toHaveCount(91);
  await progress.getByRole('button', { name: '8', exact: true }).click();
  await expect(progress.getByText('Entries 631–702 of 702')).toBeVisible();
  await expect(rows).toHaveCount(73);
  await expect(rows.last()).toContainText('Jan 8, 2023'); // daysBefore(539)

  // The heat map and charts still come from every day's total.
  await expect(page.getByRole('main').getByRole('figure', { name: 'Words' }).locator('figcaption')).toContainText('on 540 days with progress');
});

test('the page of a long history, light and dark, desktop and phone: axe and screenshots', async ({ page }) => {
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const project = await createProject(cookie, { title: 'The Long Haul', phase: 'drafting', description: 'A **river novel** in three parts.\nPart one: _the flood_.' });
  await api('POST', '/api/v1/tally/batch', history(project.id), cookie);
  await fixToday(page, TODAY);
  await logInBrowser(page, user);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('main').getByText('Entries 1–30 of 702')).toBeVisible();
  await auditPage(page, 'project-page-702-entries');
});

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The built files a module needs: its chunk and every chunk it imports statically. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

// Issue 27 #7: a signed-in cold load fetched ~100 small scripts in waves (entry, then layout, then page).
test('the HTML of a signed-in route preloads its layout and page scripts, so the browser fetches them at once', async ({ page, baseURL }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'web/dist/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const projectPage = chunkFiles(manifest, 'src/features/project/detail/project-page.tsx');
  const appLayout = chunkFiles(manifest, 'src/app/layouts/app-layout.tsx');

  // In the browser: every script of the page is asked for before the app's first API call (the session).
  const user = await createUser({ verify: true });
  const cookie = await sessionCookie(user);
  const project = await createProject(cookie, { title: 'Preloaded', phase: 'drafting' });
  await logInBrowser(page, user);
  const scripts: string[] = [];
  let firstApi = -1;
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(1));
    else if (firstApi < 0 && url.pathname.startsWith('/api/')) firstApi = scripts.length;
  });
  const started = Date.now();
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preloaded' })).toBeVisible();
  const shownAfter = Date.now() - started;
  const requestedBeforeApi = new Set(scripts.slice(0, firstApi));
  const missing = [...projectPage].filter((f) => !requestedBeforeApi.has(f));
  console.log(`Project page, signed in and cold: ${scripts.length} scripts, ${requestedBeforeApi.size} requested before the first API call, ${missing.length} of the page's ${projectPage.size} after it; heading shown ${shownAfter} ms after navigation.`);
  expect(missing, 'page scripts requested only after the app started calling the API').toEqual([]);

  // The HTML names them (the entry as its script, the rest as preloads): the route's page, the layout and the
  // table of signed-in pages.
  const preloads = async (url: string): Promise<string[]> => {
    const html = await (await fetch(`${baseURL}${url}`)).text();
    return [...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*(?:href|src)="\/([^"]+)"/g)].map((m) => m[1] ?? '');
  };
  const onProject = await preloads('/projects/5');
  for (const file of [...projectPage, ...appLayout, ...chunkFiles(manifest, 'src/app/signed-in-pages.tsx')]) expect(onProject, file).toContain(file);
  // Only what the route needs: no other page's chunk, and the home page stays as light as before.
  expect(onProject).not.toContain(manifest['src/features/goal/goal-page.tsx']?.file);
  const onHome = await preloads('/');
  expect(onHome).not.toContain(manifest['src/features/project/detail/project-page.tsx']?.file);
  expect(onHome).not.toContain(manifest['src/app/layouts/app-layout.tsx']?.file);
});
