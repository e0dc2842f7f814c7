import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import {
  ALL_TALLIES_CSV, EXPORT_ZIP_NAME, INKPACE_EXPORT_VERSION, INKPACE_JSON, REFERENCE_JSON, TALLY_CSV_COLUMNS, inkpaceExport, referenceExport,
} from '@inkpace/contracts/api/export-format';
import { exportPaths } from '@inkpace/contracts/api/paths';
import type { Goal } from '@inkpace/contracts/api/goal';
import type { Leaderboard } from '@inkpace/contracts/api/leaderboard';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import type { Tally } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { ENTRY_PAGE } from './queries.ts';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { Client, data } from '@inkpace/test/http';

/** The export zip over HTTP: its layout, what is in it (and what never is), who may ask, and how often. */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const NOTE = '=SUM(A1), said "she"\nand left';

interface Download { status: number; headers: Headers; files: Record<string, string>; body: string }

/** GET the export as the browser would, with the session's cookie (or the client's bearer key). */
async function download(u: SignedUp, path: string = exportPaths.download.path, bearer?: string): Promise<Download> {
  const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : { cookie: u.client.sessionCookie ?? '' };
  const res = await fetch(t.url + path, { headers });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (res.headers.get('content-type') !== 'application/zip') return { status: res.status, headers: res.headers, files: {}, body: strFromU8(bytes) };
  const files = Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, content]) => [name, strFromU8(content)]));
  return { status: res.status, headers: res.headers, files, body: '' };
}

/** The rows of a CSV the export wrote (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; } else if (c === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; } else field += c;
  }
  return rows;
}

const post = async <T>(u: SignedUp, path: string, body: unknown) => data(await u.client.post<T>(path, body));

/** A writer with two projects (one deleted), tags (one deleted), entries (one deleted), a target and a habit. */
async function writerWithHistory(u: SignedUp) {
  const novel = await post<SummarizedProject>(u, '/api/v1/project', { title: 'My Novel: Part 2!', phase: 'drafting' });
  const gone = await post<SummarizedProject>(u, '/api/v1/project', { title: 'Abandoned', phase: 'drafting' });
  const kept = await post<Tag>(u, '/api/v1/tag', { name: 'draft', color: 'blue' });
  const droppedTag = await post<Tag>(u, '/api/v1/tag', { name: 'dropped', color: 'red' });
  const noted = await post<Tally>(u, '/api/v1/tally', { date: '2026-03-01', workId: novel.id, measure: 'word', count: 500, note: NOTE, tags: ['draft', 'dropped'] });
  const cut = await post<Tally>(u, '/api/v1/tally', { date: '2026-03-02', workId: novel.id, measure: 'word', count: -120, note: '' });
  const deleted = await post<Tally>(u, '/api/v1/tally', { date: '2026-03-03', workId: novel.id, measure: 'word', count: 999, note: 'deleted entry' });
  const ofGone = await post<Tally>(u, '/api/v1/tally', { date: '2026-03-03', workId: gone.id, measure: 'word', count: 777, note: 'in a deleted project' });
  expect((await u.client.delete(`/api/v1/tally/${deleted.id}`)).status).toBe(200);
  expect((await u.client.delete(`/api/v1/project/${gone.id}`)).status).toBe(200);
  expect((await u.client.delete(`/api/v1/tag/${droppedTag.id}`)).status).toBe(200);
  const target = await post<Goal>(u, '/api/v1/goal', { title: 'March words', type: 'target', parameters: { threshold: { measure: 'word', count: 3100 } }, startDate: '2026-03-01', endDate: '2026-03-31' });
  const habit = await post<Goal>(u, '/api/v1/goal', { title: 'Daily', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null }, startDate: '2026-03-01' });
  return { novel, gone, kept, droppedTag, noted, cut, deleted, ofGone, target, habit };
}

describe('export', () => {
  test('the zip holds the reference layout and inkpace.json: live items only, notes quoted and guarded', async () => {
    t.clock.set(new Date('2026-03-05T12:00:00Z'));
    const u = await signUpUser(t);
    const h = await writerWithHistory(u);
    const other = await signUpUser(t);
    const theirs = await post<SummarizedProject>(other, '/api/v1/project', { title: 'Not yours', phase: 'drafting' });
    await post<Tally>(other, '/api/v1/tally', { date: '2026-03-01', workId: theirs.id, measure: 'word', count: 42, note: 'private' });
    const board = { measures: ['word'], goal: {}, isJoinable: true };
    const owned = await post<Leaderboard>(u, '/api/v1/leaderboard', { title: 'November', ...board });
    const closed = await post<Leaderboard>(u, '/api/v1/leaderboard', { title: 'Closed', ...board });
    expect((await u.client.delete(`/api/v1/leaderboard/${closed.uuid}`)).status).toBe(200);
    await post<Leaderboard>(other, '/api/v1/leaderboard', { title: 'Their board', ...board });

    const zip = await download(u);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toBe(`attachment; filename="${EXPORT_ZIP_NAME}"`);
    expect(zip.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(zip.files).sort()).toEqual([
      REFERENCE_JSON, INKPACE_JSON, ALL_TALLIES_CSV, `projects/my-novel-part-2_${h.novel.id}.csv`,
      `targets/march-words_${h.target.id}.csv`, `habits/daily_${h.habit.id}.csv`,
    ].sort());
    expect(JSON.stringify(zip.files)).not.toContain('private');

    const reference = referenceExport.strict().parse(JSON.parse(zip.files[REFERENCE_JSON] ?? ''));
    expect(reference.tallies.map((e) => [e.id, e.count, e.tagIds])).toEqual([[h.noted.id, 500, [h.kept.id]], [h.cut.id, -120, []]]);
    expect(reference.tallies[0]?.note).toBe(NOTE);
    expect(reference.projects.map((p) => p.id)).toEqual([h.novel.id]);
    expect(reference.tags.map((g) => g.id)).toEqual([h.kept.id]);
    expect(reference.targets.map((g) => g.id)).toEqual([h.target.id]);
    expect(reference.habits.map((g) => g.id)).toEqual([h.habit.id]);

    const inkpace = inkpaceExport.parse(JSON.parse(zip.files[INKPACE_JSON] ?? ''));
    expect(inkpace).toMatchObject({ format: 'inkpace', version: INKPACE_EXPORT_VERSION, exportedAt: '2026-03-05T12:00:00.000Z', account: { username: u.username } });
    expect(inkpace.entries.map((e) => [e.id, e.source])).toEqual([[h.noted.id, 'manual'], [h.cut.id, 'manual']]);
    expect(inkpace.goals.map((g) => g.id)).toEqual([h.target.id, h.habit.id]);
    expect(inkpace.leaderboards.map((b) => b.uuid)).toEqual([owned.uuid]);

    const csv = zip.files[ALL_TALLIES_CSV] ?? '';
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual([...TALLY_CSV_COLUMNS]);
    expect(rows).toEqual([
      [String(h.noted.id), h.noted.uuid, String(h.novel.id), 'My Novel: Part 2!', '2026-03-01', 'word', '500', `'${NOTE}`, String(h.kept.id), 'draft', h.noted.createdAt, h.noted.updatedAt],
      [String(h.cut.id), h.cut.uuid, String(h.novel.id), 'My Novel: Part 2!', '2026-03-02', 'word', '-120', '', '', '', h.cut.createdAt, h.cut.updatedAt],
    ]);
    expect(zip.files[`projects/my-novel-part-2_${h.novel.id}.csv`]).toBe(csv);

    const target = parseCsv(zip.files[`targets/march-words_${h.target.id}.csv`] ?? '');
    expect(target[0]).toEqual(['date', 'series', 'value']);
    expect(target.filter((r) => r[1] === 'progress')).toEqual([['2026-03-01', 'progress', '500'], ['2026-03-02', 'progress', '-120']]);
    const par = target.filter((r) => r[1] === 'par');
    expect(par).toHaveLength(31);
    expect(par[0]).toEqual(['2026-03-01', 'par', '100']);
    expect(par.reduce((sum, r) => sum + Number(r[2]), 0)).toBe(3100);

    const habit = parseCsv(zip.files[`habits/daily_${h.habit.id}.csv`] ?? '');
    expect(habit).toEqual([['start_date', 'end_date', 'total', 'is_success'],
      ['2026-03-01', '2026-03-01', '1', 'true'], ['2026-03-02', '2026-03-02', '1', 'true'], ['2026-03-03', '2026-03-03', '0', 'false'],
      ['2026-03-04', '2026-03-04', '0', 'false'], ['2026-03-05', '2026-03-05', '0', 'false']]);
  });

  test('session only: an API key is refused as on /me; nobody signed in is told to log in', async () => {
    t.clock.set(new Date('2026-03-05T12:10:00Z'));
    const u = await signUpUser(t);
    const { token } = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'script', expiresAt: null }));
    const byKey = await download(u, exportPaths.download.path, token);
    const meByKey = await new Client(t.url).withBearer(token).get('/api/v1/me');
    expect(byKey.status).toBe(meByKey.status);
    expect(JSON.parse(byKey.body)).toEqual(meByKey.body);
    expect(byKey.status).toBe(401);
    const anonymous = await fetch(t.url + exportPaths.download.path);
    expect(anonymous.status).toBe(401);
    // Refusals cost no turn: the writer's own export still goes through.
    expect((await download(u)).status).toBe(200);
  });

  test('once a minute per writer, over both paths; the reference path answers the same zip', async () => {
    t.clock.set(new Date('2026-03-05T12:20:05Z'));
    const u = await signUpUser(t);
    await writerWithHistory(u);
    const first = await download(u, exportPaths.reference.path);
    expect(first.status).toBe(200);
    expect(Object.keys(first.files)).toContain(INKPACE_JSON);
    const again = await download(u, exportPaths.download.path);
    expect(again.status).toBe(429);
    expect(JSON.parse(again.body)).toEqual({ success: false, error: { code: 'TOO_MANY_REQUESTS', message: messages.imports.exportTooSoon } });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another writer has a turn of their own.
    expect((await download(await signUpUser(t))).status).toBe(200);
    t.clock.set(new Date('2026-03-05T12:21:05Z'));
    const later = await download(u, exportPaths.download.path);
    expect(later.status).toBe(200);
    expect(later.files[ALL_TALLIES_CSV]).toBe(first.files[ALL_TALLIES_CSV]);
  });

  test(`a history longer than a page (${ENTRY_PAGE} entries) comes whole, in (date, id) order, each entry once, tags in name order`, async () => {
    t.clock.set(new Date('2026-03-05T12:30:05Z'));
    const u = await signUpUser(t);
    const a = await post<SummarizedProject>(u, '/api/v1/project', { title: 'A', phase: 'drafting' });
    const b = await post<SummarizedProject>(u, '/api/v1/project', { title: 'B', phase: 'drafting' });
    const total = ENTRY_PAGE + 3;
    // Many entries share a date, so pages must break ties by id.
    const entries = Array.from({ length: total }, (_, i) => ({
      date: `2026-02-${String(1 + (i % 3)).padStart(2, '0')}`, workId: i % 2 ? a.id : b.id, measure: 'word', count: i + 1, tags: i === 7 ? ['zeta', 'alpha'] : [],
    }));
    expect((await u.client.post('/api/v1/tally/batch', entries)).status).toBe(201);
    const zip = await download(u);
    const rows = parseCsv(zip.files[ALL_TALLIES_CSV] ?? '').slice(1);
    expect(rows).toHaveLength(total);
    const keys = rows.map((r) => [r[4] ?? '', Number(r[0])] as const);
    expect(new Set(keys.map(([, id]) => id)).size).toBe(total);
    expect(keys).toEqual([...keys].sort((x, y) => x[0].localeCompare(y[0]) || x[1] - y[1]));
    expect(rows.map((r) => Number(r[6])).sort((x, y) => x - y)).toEqual(entries.map((e) => e.count));
    const tagged = rows.find((r) => r[6] === '8');
    expect(tagged?.[9]).toBe('alpha;zeta');
    const inA = parseCsv(zip.files[`projects/a_${a.id}.csv`] ?? '').length - 1;
    const inB = parseCsv(zip.files[`projects/b_${b.id}.csv`] ?? '').length - 1;
    expect([inA, inB]).toEqual([Math.floor(total / 2), Math.ceil(total / 2)]);
    expect(inkpaceExport.parse(JSON.parse(zip.files[INKPACE_JSON] ?? '')).entries).toHaveLength(total);
  });
});
