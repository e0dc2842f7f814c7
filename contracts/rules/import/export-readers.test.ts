import { describe, expect, test } from 'vitest';
import { imports as m } from '../../messages/imports.ts';
import { planFromInkpaceExport, planFromReferenceExport } from './export-readers.ts';

const at = '2026-01-02T03:04:05.000Z';
const owned = (id: number, uuid: string) => ({ id, uuid, createdAt: at, updatedAt: at, state: 'active', ownerId: 7 });
const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const project = { ...owned(10, U(1)), title: 'Novel', description: 'd', phase: 'drafting', startingBalance: { word: 500 }, displayOnProfile: true, cover: null, starred: true };
const tag = { ...owned(20, U(2)), name: 'Plot', color: 'green' };
const tally = { ...owned(30, U(3)), date: '2025-11-01', measure: 'word', count: 1667, note: 'n', workId: 10, tagIds: [20] };
const target = {
  ...owned(40, U(4)), title: 'NaNo', description: '', type: 'target', parameters: { threshold: { measure: 'word', count: 50000 } },
  startDate: '2025-11-01', endDate: '2025-11-30', workIds: [10], tagIds: [20], displayOnProfile: false, plan: null, starred: false,
};
const reference = { tallies: [tally], projects: [project], targets: [target], habits: [], tags: [tag] };

describe('planFromReferenceExport', () => {
  test('projects, tags, entries and goals with their uuids; entries and goals name the file\'s projects and tags', () => {
    const plan = planFromReferenceExport(JSON.stringify(reference));
    expect(plan.problems).toEqual([]);
    expect(plan.projects).toEqual([{ key: '10', line: 1, uuid: U(1), body: { title: 'Novel', description: 'd', phase: 'drafting', startingBalance: { word: 500 }, displayOnProfile: true, starred: true } }]);
    expect(plan.tags).toEqual([{ line: 1, uuid: U(2), body: { name: 'Plot', color: 'green' } }]);
    expect(plan.entries).toEqual([{ line: 1, uuid: U(3), project: { kind: 'planned', key: '10' }, body: { date: '2025-11-01', measure: 'word', count: 1667, note: 'n', tags: ['Plot'], setTotal: false } }]);
    expect(plan.goals).toHaveLength(1);
    expect(plan.goals[0]).toMatchObject({ uuid: U(4), projects: [{ kind: 'planned', key: '10' }], tagNames: ['Plot'], body: { title: 'NaNo', type: 'target' } });
    expect(plan.settings).toBeNull();
  });

  test('extra fields are ignored and missing optional ones take the create defaults', () => {
    const lean = { projects: [{ id: 1, title: 'Lean', phase: 'planning', extra: 'ignored' }], tallies: [{ workId: 1, date: '2025-01-01', measure: 'word', count: 3 }] };
    const plan = planFromReferenceExport(JSON.stringify(lean));
    expect(plan.problems).toEqual([]);
    expect(plan.projects[0]).toMatchObject({ uuid: null, body: { title: 'Lean', description: '', startingBalance: {}, displayOnProfile: false, starred: false } });
    expect(plan.entries[0]).toMatchObject({ uuid: null, body: { note: '', tags: [] } });
  });

  test('a bad item is a problem at its place in its list, named; the rest is read', () => {
    const bad = {
      ...reference,
      tallies: [tally, { ...tally, uuid: U(5), count: 'lots' }, { ...tally, uuid: U(6), workId: 99 }, { ...tally, uuid: U(7), tagIds: [77] }],
      projects: [project, { ...project, id: 11, uuid: U(8), title: '' }],
    };
    const plan = planFromReferenceExport(JSON.stringify(bad));
    expect(plan.problems.map((p) => p.line)).toEqual([2, 2, 3, 4]);
    expect(plan.problems[0]?.message).toMatch(/^In projects: /);
    expect(plan.problems[1]?.message).toMatch(/^In tallies: /);
    expect(plan.problems[2]?.message).toBe(m.inList('tallies', m.unknownProject(99)));
    expect(plan.problems[3]?.message).toBe(m.inList('tallies', m.unknownTag(77)));
    expect(plan.entries).toHaveLength(1);
  });

  test('a file that is not JSON, or not an export, is one problem', () => {
    expect(planFromReferenceExport('not json').problems).toEqual([{ line: 1, message: m.exportUnreadable }]);
    expect(planFromReferenceExport('{"tallies": 5}').problems).toEqual([{ line: 1, message: m.exportUnreadable }]);
  });
});

describe('planFromInkpaceExport', () => {
  const inkpace = {
    format: 'inkpace', version: 1, exportedAt: at,
    account: { username: 'w', displayName: 'W', settings: { weekStartDay: 1, timeZone: 'Europe/Paris', dayEndHour: 3, futureSetting: true } },
    projects: [project], tags: [tag], goals: [target], entries: [{ ...tally, source: 'import' }], leaderboards: [],
  };

  test('reads its lists and the settings this build knows', () => {
    const plan = planFromInkpaceExport(JSON.stringify(inkpace));
    expect(plan.problems).toEqual([]);
    expect([plan.projects.length, plan.tags.length, plan.entries.length, plan.goals.length]).toEqual([1, 1, 1, 1]);
    expect(plan.settings).toEqual({ weekStartDay: 1, timeZone: 'Europe/Paris', dayEndHour: 3 });
  });

  test('bad settings are a problem; a reference file is not an Inkpace export', () => {
    const bad = { ...inkpace, account: { ...inkpace.account, settings: { weekStartDay: 9 } } };
    expect(planFromInkpaceExport(JSON.stringify(bad)).problems[0]?.message).toMatch(/^In account.settings: /);
    expect(planFromInkpaceExport(JSON.stringify(reference)).problems).toEqual([{ line: 1, message: m.exportUnreadable }]);
  });
});
