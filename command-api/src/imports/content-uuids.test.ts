import { describe, expect, test } from 'vitest';
import { emptyPlan, type ImportPlan, type PlannedEntry } from '@inkpace/contracts/rules/import/plan';
import { contentUuid, planUuids } from './content-uuids.ts';

const entry = (count: number, uuid: string | null = null, note = ''): PlannedEntry => ({
  line: 1, uuid, project: { kind: 'existing', id: 7 }, body: { date: '2025-11-01', measure: 'word', count, note, tags: [], setTotal: false },
});
const plan = (entries: PlannedEntry[]): ImportPlan => ({ ...emptyPlan(), entries });

describe('content uuids', () => {
  test('are name-based UUIDs (version 5 layout), the same for the same name', () => {
    const u = contentUuid(['tally', 1]);
    expect(u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(contentUuid(['tally', 1])).toBe(u);
    expect(contentUuid(['tally', 2])).not.toBe(u);
  });

  test('the same file gives the same uuids; identical rows stay distinct; a file\'s own uuid is kept', () => {
    const rows = [entry(5), entry(5), entry(6), entry(5, null, 'a note'), entry(9, '00000000-0000-4000-8000-000000000001')];
    const first = planUuids(plan(rows)).entries;
    expect(planUuids(plan(rows.map((r) => ({ ...r })))).entries).toEqual(first);
    expect(new Set(first).size).toBe(5);
    expect(first[4]).toBe('00000000-0000-4000-8000-000000000001');
    // A row added at the end leaves the earlier rows' uuids as they were (a longer export imports only what is new).
    expect(planUuids(plan([...rows, entry(5)])).entries.slice(0, 5)).toEqual(first);
  });

  test('an entry of a planned project is told apart by that project', () => {
    const p = (key: string) => ({ key, line: 1, uuid: null, body: { title: key, description: '', phase: 'drafting' as const, startingBalance: {}, displayOnProfile: false, starred: false } });
    const e = (key: string): PlannedEntry => ({ ...entry(5), project: { kind: 'planned', key } });
    const uuids = planUuids({ ...emptyPlan(), projects: [p('A'), p('B')], entries: [e('A'), e('B')] });
    expect(uuids.projects[0]).not.toBe(uuids.projects[1]);
    expect(uuids.entries[0]).not.toBe(uuids.entries[1]);
  });
});
