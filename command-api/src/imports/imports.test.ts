import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { GOALS_PER_WRITER, type Goal } from '@inkpace/contracts/api/goal';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import type { Tally } from '@inkpace/contracts/api/tally';
import { REFERENCE_JSON } from '@inkpace/contracts/api/export-format';
import { messages } from '@inkpace/contracts/messages';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { data, errorOf } from '@inkpace/test/http';
import { inkpaceZip, postImport, referenceExportData, referenceZip, waitForImport } from '@inkpace/test/imports';

const m = messages.imports;
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

const text = (s: string) => new TextEncoder().encode(s);

async function newProject(u: SignedUp, title = 'Existing'): Promise<SummarizedProject> {
  return data(await u.client.post<SummarizedProject>('/api/v1/project', { title, phase: 'drafting' }));
}

async function holdings(u: SignedUp) {
  const [projects, tallies, tags, goals] = await Promise.all([
    u.client.get<SummarizedProject[]>('/api/v1/project'), u.client.get<Tally[]>('/api/v1/tally'),
    u.client.get<Tag[]>('/api/v1/tag'), u.client.get<Goal[]>('/api/v1/goal'),
  ]);
  return { projects: data(projects), tallies: data(tallies), tags: data(tags), goals: data(goals) };
}

async function imported(u: SignedUp, file: Uint8Array, name: string, fields: Parameters<typeof postImport>[3] = {}) {
  const res = await postImport(u.client, file, name, fields);
  expect(res.status).toBe(202);
  return waitForImport(u.client, data(res).id);
}

describe('POST /api/v1/import: pastes and CSVs', () => {
  test('a NaNoWriMo paste goes into the chosen project; the same paste again adds nothing', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const paste = 'Date\tCount\nNov 1, 2025\t1,667\nNov 2, 2025\t2000\nNov 2, 2025\t2000\n';
    const first = await imported(u, text(paste), 'paste.txt', { workId: p.id });
    expect(first).toMatchObject({ state: 'done', kind: 'nano', result: { entries: 3, projects: 0, skipped: 0 }, message: m.imported(3) });
    const { tallies } = await holdings(u);
    expect(tallies.map((e) => [e.date, e.count, e.workId]).sort()).toEqual([['2025-11-01', 1667, p.id], ['2025-11-02', 2000, p.id], ['2025-11-02', 2000, p.id]]);
    // Entries an import writes say so (kept in the read model for the export and the admin history, not the API).
    const sources = await t.database.pool.query('select distinct source from progress.tallies where owner_id = $1', [u.id]);
    expect(sources.rows).toEqual([{ source: 'import' }]);
    const again = await imported(u, text(paste), 'paste.txt', { workId: p.id });
    expect(again).toMatchObject({ state: 'done', result: { entries: 0, skipped: 3 }, message: m.nothingNew });
    expect((await holdings(u)).tallies).toHaveLength(3);
  });

  test('a paste without a project is refused at once', async () => {
    const u = await signUpUser(t);
    const res = await postImport(u.client, text('Date\tCount\nNov 1, 2025\t5\n'), 'paste.txt');
    expect(errorOf(res)).toMatchObject({ status: 400, message: m.projectRequired });
  });

  test('a CSV with a mapping: its columns as mapped, new projects by title, tags and notes', async () => {
    const u = await signUpUser(t);
    const existing = await newProject(u, 'Old Novel');
    const csv = 'When,Words,Book,Remarks,Labels\n2025-03-01,500,Old Novel,first,a;b\n2025-03-02,"1,200",New Book,"with, comma",\n';
    const status = await imported(u, text(csv), 'progress.csv', { mapping: { When: 'date', Words: 'count', Book: 'project', Remarks: 'note', Labels: 'tags' } });
    expect(status).toMatchObject({ state: 'done', kind: 'csv', result: { entries: 2, projects: 1 } });
    expect(status.columns.map((c) => c.field)).toEqual(['date', 'count', 'project', 'note', 'tags']);
    expect(status.sample[0]).toEqual(['2025-03-01', '500', 'Old Novel', 'first', 'a;b']);
    const h = await holdings(u);
    const newBook = h.projects.find((p) => p.title === 'New Book');
    expect(newBook).toBeDefined();
    expect(h.tallies.map((e) => [e.date, e.count, e.workId, e.note]).sort()).toEqual([
      ['2025-03-01', 500, existing.id, 'first'], ['2025-03-02', 1200, newBook?.id, 'with, comma'],
    ]);
    expect(h.tags.map((g) => g.name).sort()).toEqual(['a', 'b']);
  });

  test('a preview writes nothing and lists every problem with its line', async () => {
    const u = await signUpUser(t);
    const p = await newProject(u);
    const csv = 'Date,Count\n2025-03-01,10\nnot a date,5\n2025-03-03,lots\n';
    const status = await imported(u, text(csv), 'p.csv', { workId: p.id, preview: true });
    expect(status).toMatchObject({ state: 'done', preview: true });
    expect(status.problems).toEqual([{ line: 3, message: m.pasteDate(3) }, { line: 4, message: m.pasteCount(4) }]);
    const fine = await imported(u, text('Date,Count\n2025-03-01,10\n'), 'p.csv', { workId: p.id, preview: true });
    expect(fine).toMatchObject({ state: 'done', result: { entries: 1 }, problems: [] });
    expect((await holdings(u)).tallies).toEqual([]);
  });

  test('text that is not UTF-8 is refused as an unknown file', async () => {
    const u = await signUpUser(t);
    const res = await postImport(u.client, new Uint8Array([0xff, 0xfe, 0x00, 0xd8, 0x41]), 'x.bin');
    expect(errorOf(res)).toMatchObject({ status: 400, message: m.fileUnknown });
  });
});

describe('POST /api/v1/import: export zips', () => {
  test("the established tracker's export: projects with balances, phases and flags, tags with colours, entries, goals", async () => {
    const u = await signUpUser(t);
    const status = await imported(u, referenceZip(referenceExportData(6)), 'trackbear.zip');
    expect(status).toMatchObject({ state: 'done', kind: 'trackbear', result: { projects: 2, tags: 2, entries: 6, goals: 2, skipped: 0 } });
    const h = await holdings(u);
    const byTitle = new Map(h.projects.map((p) => [p.title, p]));
    expect(byTitle.get('Novel 1')).toMatchObject({ phase: 'drafting', startingBalance: { word: 1000 }, starred: true, displayOnProfile: false, uuid: '00000001-0000-4000-8000-000000000001' });
    expect(byTitle.get('Novel 2')).toMatchObject({ phase: 'revising', startingBalance: { word: 2000 }, starred: false, displayOnProfile: true });
    expect(h.tags.map((g) => [g.name, g.color]).sort()).toEqual([['tag1', 'red'], ['tag2', 'blue']]);
    expect(h.tallies).toHaveLength(6);
    expect(h.tallies.find((e) => e.uuid === '00000003-0000-4000-8000-000000000001')).toMatchObject({ note: 'note 0', count: 100, workId: byTitle.get('Novel 1')?.id });
    const target = h.goals.find((g) => g.type === 'target');
    const habit = h.goals.find((g) => g.type === 'habit');
    expect(target).toMatchObject({ workIds: [byTitle.get('Novel 1')?.id], parameters: { threshold: { count: 50_000 } } });
    expect(habit?.tagIds).toEqual([h.tags.find((g) => g.name === 'tag2')?.id]);
  });

  test('the same zip twice adds nothing the second time and says so', async () => {
    const u = await signUpUser(t);
    const zip = referenceZip(referenceExportData(10));
    await imported(u, zip, 'a.zip');
    const before = await holdings(u);
    const again = await imported(u, zip, 'a.zip');
    expect(again).toMatchObject({ state: 'done', result: { projects: 0, tags: 0, entries: 0, goals: 0, skipped: 16 }, message: m.nothingNew });
    expect(await holdings(u)).toEqual(before);
  });

  test("Inkpace's own export, with its settings", async () => {
    const u = await signUpUser(t);
    const ref = referenceExportData(4);
    const entries = (ref.tallies as Array<Record<string, unknown>>).map((e) => ({ ...e, source: 'manual' }));
    const file = {
      format: 'inkpace', version: 1, exportedAt: '2026-01-02T00:00:00.000Z',
      account: { username: 'someone', displayName: 'Someone', settings: { lifetimeStartingBalance: {}, enablePublicProfile: false, displayCovers: false, displayStreaks: true, weekStartDay: 1, timeZone: 'Europe/Paris', dayEndHour: 2 } },
      projects: ref.projects, tags: ref.tags, goals: [...(ref.targets as unknown[]), ...(ref.habits as unknown[])], entries, leaderboards: [],
    };
    const status = await imported(u, inkpaceZip(file), 'inkpace-export.zip');
    expect(status).toMatchObject({ state: 'done', kind: 'inkpace', result: { projects: 2, tags: 2, entries: 4, goals: 2 } });
    const me = data(await u.client.get<{ userSettings: Record<string, unknown> }>('/api/v1/me'));
    expect(me.userSettings).toMatchObject({ weekStartDay: 1, timeZone: 'Europe/Paris', dayEndHour: 2, displayCovers: false });
  });

  test('a zip with one malformed row writes nothing and names the row', async () => {
    const u = await signUpUser(t);
    const file = referenceExportData(5);
    (file.tallies as Array<Record<string, unknown>>)[3] = { ...(file.tallies as Array<Record<string, unknown>>)[3], count: 'many' };
    const status = await imported(u, referenceZip(file), 'bad.zip');
    expect(status).toMatchObject({ state: 'failed', result: { entries: 0 }, message: m.problemsFound(1) });
    expect(status.problems).toHaveLength(1);
    expect(status.problems[0]?.line).toBe(4);
    expect(status.problems[0]?.message).toMatch(/^In tallies: /);
    expect(await holdings(u)).toEqual({ projects: [], tallies: [], tags: [], goals: [] });
  });

  test('a write that fails part-way is undone: nothing of the import is left', async () => {
    const u = await signUpUser(t);
    const file = referenceExportData(30);
    // More goals than a writer may have: every goal is fine alone, so the projects, tags, entries and the first
    // goals are written before the goal over the limit is refused.
    const [target] = file.targets as Array<Record<string, unknown>>;
    file.targets = Array.from({ length: GOALS_PER_WRITER + 1 }, (_, i) => ({ ...target, id: 100 + i, uuid: `00000009-0000-4000-8000-${String(i).padStart(12, '0')}` }));
    const status = await imported(u, referenceZip(file), 'too-many-goals.zip');
    expect(status).toMatchObject({ state: 'failed', problems: [{ line: 1, message: messages.validation.goalsPerWriter }] });
    expect(await holdings(u)).toEqual({ projects: [], tallies: [], tags: [], goals: [] });
  });

  test('a zip bomb, a name leaving its folder and a zip without export data are refused at once', async () => {
    const u = await signUpUser(t);
    const bomb = zipSync({ [REFERENCE_JSON]: new Uint8Array(5 * 1024 * 1024) }, { level: 9 });
    expect(errorOf(await postImport(u.client, bomb, 'bomb.zip'))).toMatchObject({ status: 400, message: m.zipBomb });
    const traversal = zipSync({ '../evil.json': strToU8('{}'), [REFERENCE_JSON]: strToU8('{}') });
    expect(errorOf(await postImport(u.client, traversal, 'up.zip'))).toMatchObject({ status: 400, message: m.zipUnsafe });
    const empty = zipSync({ 'readme.txt': strToU8('hello') });
    expect(errorOf(await postImport(u.client, empty, 'none.zip'))).toMatchObject({ status: 400, message: m.zipNoData });
    expect(await holdings(u)).toEqual({ projects: [], tallies: [], tags: [], goals: [] });
  });

  test('a file over the limit is refused with 413', async () => {
    const u = await signUpUser(t);
    const res = await postImport(u.client, new Uint8Array(60 * 1024 * 1024).fill(0x41), 'big.csv');
    expect(errorOf(res)).toMatchObject({ status: 413, message: m.fileTooLarge });
  });
});

describe('GET /api/v1/import/{id}', () => {
  test("another writer's import is the same 404 as an unknown one", async () => {
    const owner = await signUpUser(t);
    const other = await signUpUser(t);
    const p = await newProject(owner);
    const { id } = data(await postImport(owner.client, text('Date\tCount\nNov 1, 2025\t5\n'), 'p.txt', { workId: p.id }));
    await waitForImport(owner.client, id);
    const theirs = errorOf(await other.client.get(`/api/v1/import/${id}`));
    const unknown = errorOf(await other.client.get('/api/v1/import/00000000-0000-4000-8000-000000000000'));
    expect(theirs).toEqual({ status: 404, code: 'NOT_FOUND', message: m.importNotFound });
    expect(unknown).toEqual(theirs);
  });

  test('an import moves from queued to running to done; one posted where no worker runs is started by the sweep', async () => {
    // A process with the API but no workers (and no Redis): the import waits, queued.
    const api = await startTestApp({ roles: ['command', 'query', 'projector'] });
    try {
      api.clock.advance(-60_000); // posted a minute ago, as the sweep will see it
      const u = await signUpUser(api);
      const p = data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Later', phase: 'drafting' }));
      const { id } = data(await postImport(u.client, text('Date\tCount\nNov 1, 2025\t5\n'), 'p.txt', { workId: p.id }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(data(await u.client.get<{ state: string }>(`/api/v1/import/${id}`)).state).toBe('queued');
      // A workers process of the same installation starts: its sweep finds the import and runs it.
      const workers = await startTestApp({ roles: ['workers', 'projector'], database: api.database });
      try {
        const seen = ['queued'];
        const status = await waitForImport(u.client, id, seen);
        expect(status).toMatchObject({ state: 'done', result: { entries: 1 } });
        expect(seen[0]).toBe('queued');
        expect(seen.at(-1)).toBe('done');
      } finally {
        await workers.close();
      }
    } finally {
      await api.close();
    }
  });

  test('a big import is seen running, with progress, before it is done', async () => {
    const u = await signUpUser(t);
    const { id } = data(await postImport(u.client, referenceZip(referenceExportData(12_000)), 'big.zip'));
    const seen: string[] = [];
    const dones = new Set<number>();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const s = data(await u.client.get<{ state: string; done: number }>(`/api/v1/import/${id}`));
      if (seen.at(-1) !== s.state) seen.push(s.state);
      dones.add(s.done);
      if (s.state === 'done' || s.state === 'failed' || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen.at(-1)).toBe('done');
    expect(seen).toContain('running');
    expect(dones.size).toBeGreaterThan(2);
  });
});
