import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { INKPACE_JSON, REFERENCE_JSON, inkpaceExport, type InkpaceExport } from '@inkpace/contracts/api/export-format';
import { exportPaths } from '@inkpace/contracts/api/paths';
import type { Goal } from '@inkpace/contracts/api/goal';
import type { ImportStatus } from '@inkpace/contracts/api/import';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import type { Tally } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { data } from '@inkpace/test/http';
import { postImport, waitForImport, zipOf } from '@inkpace/test/imports';

/**
 * Issue 29's round trip over HTTP: a writer's export imported into a fresh account gives the same export again
 * (apart from ids, timestamps and the account's name), and importing it a second time, or back into its own
 * writer, adds nothing.
 */

const m = messages.imports;
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const post = async <T>(u: SignedUp, path: string, body: unknown) => data(await u.client.post<T>(path, body));

/** Writer A: every kind of thing the export carries, none of it at its default. */
async function writerWithEverything(u: SignedUp) {
  const novel = await post<SummarizedProject>(u, '/api/v1/project', {
    title: 'The Long Novel', description: 'Book one', phase: 'revising', startingBalance: { word: 12_000 }, starred: true, displayOnProfile: true,
  });
  const poems = await post<SummarizedProject>(u, '/api/v1/project', { title: 'Poems', phase: 'drafting', startingBalance: { line: 40 } });
  const morning = await post<Tag>(u, '/api/v1/tag', { name: 'morning', color: 'blue' });
  await post<Tag>(u, '/api/v1/tag', { name: 'café', color: 'red' });
  await post<Tag>(u, '/api/v1/tag', { name: 'unused', color: 'green' });
  await post<Tally>(u, '/api/v1/tally', { date: '2026-03-01', workId: novel.id, measure: 'word', count: 1500, note: 'a "good" day, =1+1', tags: ['morning', 'café'] });
  await post<Tally>(u, '/api/v1/tally', { date: '2026-03-02', workId: novel.id, measure: 'word', count: -300, note: '', tags: [] });
  await post<Tally>(u, '/api/v1/tally', { date: '2026-03-02', workId: novel.id, measure: 'time', count: 45, note: 'line one\nline two', tags: ['morning'] });
  await post<Tally>(u, '/api/v1/tally', { date: '2026-03-03', workId: poems.id, measure: 'line', count: 12, note: '', tags: ['café'] });
  const target = await post<Goal>(u, '/api/v1/goal', {
    title: 'March words', description: 'All of March', type: 'target', parameters: { threshold: { measure: 'word', count: 30_000 } },
    startDate: '2026-03-01', endDate: '2026-03-31', workIds: [novel.id], tagIds: [], starred: true,
    plan: { weekdayWeights: [0, 1, 1, 1, 1, 1, 2], restDates: ['2026-03-15'] },
  });
  await post<Goal>(u, '/api/v1/goal', {
    title: 'Every day', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: { measure: 'word', count: 200 } },
    startDate: '2026-03-01', endDate: null, workIds: [novel.id, poems.id], tagIds: [morning.id], displayOnProfile: true,
  });
  const settings = await u.client.request('PATCH', '/api/v1/me/settings', {
    lifetimeStartingBalance: { word: 5000 }, enablePublicProfile: true, displayCovers: false, displayStreaks: false, weekStartDay: 1, timeZone: 'Europe/Paris', dayEndHour: 3,
  });
  expect(settings.status).toBe(200);
  return { novel, poems, target };
}

/** GET /api/v1/export as the browser does (session cookie): the zip's bytes. */
async function exportOf(u: SignedUp): Promise<Uint8Array> {
  const res = await fetch(t.url + exportPaths.download.path, { headers: { cookie: u.client.sessionCookie ?? '' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  return new Uint8Array(await res.arrayBuffer());
}

const inkpaceJsonOf = (zip: Uint8Array): InkpaceExport => {
  const file = unzipSync(zip)[INKPACE_JSON];
  if (!file) throw new Error(`no ${INKPACE_JSON} in the export`);
  return inkpaceExport.parse(JSON.parse(strFromU8(file)));
};

async function importAs(u: SignedUp, zip: Uint8Array, name = 'export.zip'): Promise<ImportStatus> {
  const res = await postImport(u.client, zip, name);
  expect(res.status).toBe(202);
  return waitForImport(u.client, data(res).id);
}

/**
 * An export without what is the writer's own by place rather than by content: ids (and the owner's) become the uuids
 * they point to, timestamps and states go, and so does the account's name. Uuids stay: the importer keeps the
 * file's uuids, in the importing writer's own uuid space.
 */
function comparable(file: InkpaceExport) {
  const projectUuid = new Map(file.projects.map((p) => [p.id, p.uuid]));
  const tagUuid = new Map(file.tags.map((g) => [g.id, g.uuid]));
  const byUuid = <T extends { uuid: string }>(items: T[]) => [...items].sort((a, b) => a.uuid.localeCompare(b.uuid));
  const own = <T extends { id: number; ownerId: number; createdAt: string; updatedAt: string; state: string }>(item: T) => {
    const { id: _id, ownerId: _owner, createdAt: _c, updatedAt: _u, state: _s, ...rest } = item;
    return rest;
  };
  return {
    settings: file.account.settings,
    projects: byUuid(file.projects).map(own),
    tags: byUuid(file.tags).map(own),
    goals: byUuid(file.goals).map((g) => ({
      ...own(g), workIds: g.workIds.map((id) => projectUuid.get(id)).sort(), tagIds: g.tagIds.map((id) => tagUuid.get(id)).sort(),
    })),
    // An entry's source says how it came into this account: B's came by import (asserted on its own below).
    entries: byUuid(file.entries).map(({ source: _source, ...e }) => ({
      ...own(e), workId: projectUuid.get(e.workId), tagIds: e.tagIds.map((id) => tagUuid.get(id)).sort(),
    })),
  };
}

/** GET /api/v1/project's projects by uuid, with their totals and latest entry date. */
async function projectTotals(u: SignedUp) {
  const projects = data(await u.client.get<SummarizedProject[]>('/api/v1/project'));
  return projects.map((p) => ({ uuid: p.uuid, title: p.title, totals: p.totals, lastUpdated: p.lastUpdated })).sort((a, b) => a.uuid.localeCompare(b.uuid));
}

describe('the round trip: export, import into a fresh account, export again', () => {
  test('the two exports are equal apart from ids, timestamps and the name; importing again, or back into A, adds nothing', async () => {
    t.clock.set(new Date('2026-03-20T12:00:00Z'));
    const a = await signUpUser(t);
    await writerWithEverything(a);
    const zipA = await exportOf(a);
    const fileA = inkpaceJsonOf(zipA);
    expect([fileA.projects.length, fileA.tags.length, fileA.entries.length, fileA.goals.length]).toEqual([2, 3, 4, 2]);

    const b = await signUpUser(t);
    const first = await importAs(b, zipA);
    expect(first).toMatchObject({ state: 'done', kind: 'inkpace', result: { projects: 2, tags: 3, entries: 4, goals: 2, skipped: 0 }, message: m.imported(4) });
    const fileB = inkpaceJsonOf(await exportOf(b));
    expect(fileB.account.username).toBe(b.username);
    expect(comparable(fileB)).toEqual(comparable(fileA));
    expect(new Set(fileB.entries.map((e) => e.source))).toEqual(new Set(['import']));
    expect(new Set(fileA.entries.map((e) => e.source))).toEqual(new Set(['manual']));
    // B's things are B's own, with new ids, and keep A's uuids: uuids are looked up per writer, so B holding them
    // neither reveals nor touches A's things, and a later import of the same file into B finds them.
    const uuids = (f: InkpaceExport) => [...f.projects, ...f.tags, ...f.goals, ...f.entries].map((x) => x.uuid).sort();
    expect(uuids(fileB)).toEqual(uuids(fileA));
    expect(fileB.projects.map((p) => p.id).some((id) => fileA.projects.some((q) => q.id === id))).toBe(false);
    expect(await projectTotals(b)).toEqual(await projectTotals(a));

    const again = await importAs(b, zipA);
    expect(again).toMatchObject({ state: 'done', result: { projects: 0, tags: 0, entries: 0, goals: 0, skipped: 11 }, message: m.nothingNew });
    const home = await importAs(a, zipA);
    expect(home).toMatchObject({ state: 'done', result: { projects: 0, tags: 0, entries: 0, goals: 0, skipped: 11 }, message: m.nothingNew });
    t.clock.advance(61_000);
    expect(comparable(inkpaceJsonOf(await exportOf(b)))).toEqual(comparable(fileA));
    expect(comparable(inkpaceJsonOf(await exportOf(a)))).toEqual(comparable(fileA));
  });

  test('a writer who deleted things gets them back whole from their own export: projects with their entries, tags on their entries', async () => {
    t.clock.set(new Date('2026-03-20T12:00:00Z'));
    const a = await signUpUser(t);
    const { poems, target } = await writerWithEverything(a);
    const zipA = await exportOf(a);
    const tags = data(await a.client.get<Tag[]>('/api/v1/tag'));
    const morning = tags.find((g) => g.name === 'morning');
    expect((await a.client.delete(`/api/v1/project/${poems.id}`)).status).toBe(200);
    expect((await a.client.delete(`/api/v1/tag/${morning?.id ?? 0}`)).status).toBe(200);
    expect((await a.client.delete(`/api/v1/goal/${target.id}`)).status).toBe(200);
    const status = await importAs(a, zipA);
    expect(status).toMatchObject({ state: 'done', result: { projects: 1, tags: 1, goals: 1 } });
    t.clock.advance(61_000);
    expect(comparable(inkpaceJsonOf(await exportOf(a)))).toEqual(comparable(inkpaceJsonOf(zipA)));
    expect(await importAs(a, zipA)).toMatchObject({ state: 'done', message: m.nothingNew });
  });

  test('a history longer than an export page and many import batches comes back whole', { timeout: 60_000 }, async () => {
    t.clock.set(new Date('2026-03-20T12:00:00Z'));
    const a = await signUpUser(t);
    const { novel, poems } = await writerWithEverything(a);
    // Many on each day (ties in the export's order), spread over both projects, some with a note and tags.
    const entries = Array.from({ length: 5_300 }, (_, i) => ({
      date: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`, workId: i % 3 === 0 ? poems.id : novel.id,
      measure: 'word', count: 1 + (i % 97), note: i % 7 === 0 ? `n${i}` : '', tags: i % 11 === 0 ? ['morning'] : [],
    }));
    expect((await a.client.post('/api/v1/tally/batch', entries)).status).toBe(201);
    const zipA = await exportOf(a);
    const b = await signUpUser(t);
    expect(await importAs(b, zipA)).toMatchObject({ state: 'done', result: { entries: 5_304, skipped: 0 } });
    expect(comparable(inkpaceJsonOf(await exportOf(b)))).toEqual(comparable(inkpaceJsonOf(zipA)));
    expect(await projectTotals(b)).toEqual(await projectTotals(a));
  });

  test('the reference layout alone (trackbear-progress-data.json) brings everything that format carries', async () => {
    t.clock.set(new Date('2026-03-20T12:00:00Z'));
    const a = await signUpUser(t);
    await writerWithEverything(a);
    const zipA = await exportOf(a);
    const reference = unzipSync(zipA)[REFERENCE_JSON];
    if (!reference) throw new Error(`no ${REFERENCE_JSON} in the export`);

    const c = await signUpUser(t);
    const status = await importAs(c, zipOf({ [REFERENCE_JSON]: strFromU8(reference) }), 'trackbear.zip');
    expect(status).toMatchObject({ state: 'done', kind: 'trackbear', result: { projects: 2, tags: 3, entries: 4, goals: 2, skipped: 0 } });
    const fileA = comparable(inkpaceJsonOf(zipA));
    const fileC = comparable(inkpaceJsonOf(await exportOf(c)));
    // The reference format has no settings: C keeps its own; everything else is A's.
    expect({ ...fileC, settings: null }).toEqual({ ...fileA, settings: null });
    expect(await projectTotals(c)).toEqual(await projectTotals(a));
  });
});
