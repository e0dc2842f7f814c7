import { describe, expect, it } from 'vitest';
import { TALLY_CSV_COLUMNS } from '../../api/export-format.ts';
import { messages } from '../../messages.ts';
import { COUNT_LIMIT } from '../measures.ts';
import { csvPlan } from './csv-plan.ts';
import { IMPORT_PREVIEW_ROWS } from './limits.ts';
import type { PlannedEntry } from './plan.ts';

const m = messages.imports;
const v = messages.validation;
const noProjects = { existingProjects: [] };
const intoWork = { workId: 7, existingProjects: [] };
const entry = (line: number, date: string, count: number, more: Partial<PlannedEntry['body']> = {}, project: PlannedEntry['project'] = { kind: 'existing', id: 7 }): PlannedEntry => ({
  line, uuid: null, project, body: { date, measure: 'word', count, note: '', tags: [], setTotal: false, ...more },
});
const problemsOf = (text: string, options: Parameters<typeof csvPlan>[1] = intoWork) => csvPlan(text, options).plan.problems;

describe('csvPlan', () => {
  it("reads the established tracker's all-tallies.csv: uuids, projects by title, tags, notes, guarded cells", () => {
    const text = [
      TALLY_CSV_COLUMNS.join(','),
      '12,0B0E7C9E-6F3B-4C55-9D4E-2F9C1C7C2A10,3,My Novel,2024-11-01,word,1667,"Opening, ""cold""",4;5,draft;nano,2024-11-01T20:00:00.000Z,2024-11-01T20:00:00.000Z',
      '13,1c9e7b1a-2f4e-4d2b-9a51-0e5d7f3c8b21,3,My Novel,2024-11-02,time,45,,,,2024-11-02T20:00:00.000Z,2024-11-02T20:00:00.000Z',
      "14,2d8f6c0b-3e5d-4c1a-8b40-1f6e8a4d9c32,9,Short Story,2024-11-03,word,'-20,'=cut,,,2024-11-03T20:00:00.000Z,2024-11-03T20:00:00.000Z",
    ].join('\r\n');
    const { plan, columns } = csvPlan(text, { existingProjects: [{ id: 30, title: ' my novel ' }] });
    expect(plan.problems).toEqual([]);
    expect(columns.find((c) => c.name === 'tag_names')?.field).toBe('tags');
    expect(plan.projects).toEqual([{
      key: 'short story', line: 4, uuid: null,
      body: { title: 'Short Story', description: '', phase: 'drafting', startingBalance: {}, displayOnProfile: false, starred: false },
    }]);
    expect(plan.entries).toEqual([
      { ...entry(2, '2024-11-01', 1667, { note: 'Opening, "cold"', tags: ['draft', 'nano'] }, { kind: 'existing', id: 30 }), uuid: '0b0e7c9e-6f3b-4c55-9d4e-2f9c1c7c2a10' },
      { ...entry(3, '2024-11-02', 45, { measure: 'time' }, { kind: 'existing', id: 30 }), uuid: '1c9e7b1a-2f4e-4d2b-9a51-0e5d7f3c8b21' },
      { ...entry(4, '2024-11-03', -20, { note: '=cut' }, { kind: 'planned', key: 'short story' }), uuid: '2d8f6c0b-3e5d-4c1a-8b40-1f6e8a4d9c32' },
    ]);
    expect(plan.tags).toEqual([]);
    expect(plan.settings).toBeNull();
  });

  it('reads a spreadsheet with a BOM, CRLF, semicolons, dates day first and counts with separators into the chosen project', () => {
    const r = csvPlan('\uFEFFDay;Words;Notes\r\n05.11.2023;1,667;"a; b"\r\n06.11.2023;-20;\r\n', intoWork);
    expect(r.plan.problems).toEqual([]);
    expect(r.dateFormat).toEqual({ label: 'DD.MM.YYYY', ambiguous: false });
    expect(r.plan.entries).toEqual([entry(2, '2023-11-05', 1667, { note: 'a; b' }), entry(3, '2023-11-06', -20)]);
  });

  it('turns a running total into daily entries: a drop is negative, the last total of a day counts, per project', () => {
    const text = [
      'Date,Running total,Project,Notes',
      '2024-01-01,500,,first',
      '2024-01-02,800,,',
      '2024-01-02,1200,,late',
      '2024-01-03,1000,,cut',
      '2024-01-04,1000,,',
      '2024-01-01,50,Other,',
      '2024-01-05,"1,100",,',
    ].join('\n');
    const { plan } = csvPlan(text, intoWork);
    expect(plan.problems).toEqual([]);
    expect(plan.entries).toEqual([
      entry(2, '2024-01-01', 500, { note: 'first' }),
      entry(4, '2024-01-02', 700, { note: 'late' }),
      entry(5, '2024-01-03', -200, { note: 'cut' }),
      entry(7, '2024-01-01', 50, {}, { kind: 'planned', key: 'other' }),
      entry(8, '2024-01-05', 100),
    ]);
  });

  it("leaves out rows with a blank count or total (a template's days to come), whatever else they hold", () => {
    expect(csvPlan('Date,Words,Notes\n01/02/2024,5,\n2024-01-02,,later\nsoon, ,\n31/01/2024,,\n', intoWork).plan)
      .toMatchObject({ problems: [], entries: [entry(2, '2024-01-02', 5)] });
    expect(csvPlan('Date,Total\n2024-01-01,5\n2024-01-02,\n2024-01-03,9', intoWork).plan)
      .toMatchObject({ problems: [], entries: [entry(2, '2024-01-01', 5), entry(4, '2024-01-03', 4)] });
  });

  it('counts in the measure the count column is named by, unless a row says its own', () => {
    const { plan } = csvPlan('Date,Pages,Unit\n2024-01-01,3,\n2024-01-02,4,scenes', intoWork);
    expect(plan.entries.map((e) => e.body.measure)).toEqual(['page', 'scene']);
    expect(csvPlan('Date,Count\n2024-01-01,3', intoWork).plan.entries[0]?.body.measure).toBe('word');
  });

  it('reads dates that could be either order month first, and says so', () => {
    const r = csvPlan('Date,Words\n03/04/2024,1\n05/06/2024,2', intoWork);
    expect(r.dateFormat).toEqual({ label: 'MM/DD/YYYY (month first)', ambiguous: true });
    expect(r.plan.entries.map((e) => e.body.date)).toEqual(['2024-03-04', '2024-05-06']);
    expect(m.csvDateOrder(r.dateFormat?.label ?? '')).toContain('month first');
  });

  it('reports each problem with the line it is on, line numbers staying right after a multi-line note', () => {
    const text = [
      'Date,Words,Measure,Notes,Tags,uuid',
      '2024-01-01,1,,"two',
      'lines",,',
      '2024-01-02,x,,,,',
      '2024-01-32,1,,,,',
      '1899-12-31,1,,,,',
      '2024-01-05,1,furlongs,,,',
      '2024-01-06,1,,,,not-a-uuid',
      `2024-01-07,1,,${'n'.repeat(141)},,`,
      '2024-01-08,1,,,#draft,',
      `2024-01-09,${COUNT_LIMIT + 1},,,,`,
      '2024-01-10,1.5,,,,',
      ',1,,,,',
      '2024-01-11,1,,,,0B0E7C9E-6F3B-4C55-9D4E-2F9C1C7C2A10',
      '2024-01-12,1,,,,0b0e7c9e-6f3b-4c55-9d4e-2f9c1c7c2a10',
    ].join('\n');
    expect(problemsOf(text)).toEqual([
      { line: 4, message: m.pasteCount(4) },
      { line: 5, message: m.pasteDate(5) },
      { line: 6, message: m.pasteDate(6) },
      { line: 7, message: m.csvMeasure(7) },
      { line: 8, message: m.csvUuid(8) },
      { line: 9, message: v.tallyNote },
      { line: 10, message: v.tagNameHash },
      { line: 11, message: m.pasteCount(11) },
      { line: 12, message: m.pasteCount(12) },
      { line: 13, message: m.pasteDate(13) },
      { line: 15, message: m.csvUuidRepeated(15, 14) },
    ]);
  });

  it.each([
    ['', m.csvEmpty],
    ['\r\n\r\n', m.csvEmpty],
    ['Date,Words\n', m.csvNoRows],
    ['Date,Mood\n2024-01-01,1', m.mappingInvalid],
    ['Date,Words\n2024-01-01,1', m.projectRequired],
    ['Date,Words,Project\n2024-01-01,1,Novel\n2024-01-02,1,', m.projectRequired],
    [`Date,Words,Project\n2024-01-01,1,${'T'.repeat(201)}`, v.projectTitleMax],
    ['Date,Words\n"2024-01-01,1', m.csvUnclosedQuote(2)],
  ])('reports %j on line 1 or where it is: %s', (text, message) => {
    expect(problemsOf(text, noProjects)[0]?.message).toBe(message);
  });

  it('puts rows naming a project in it, once, by title ignoring case and spaces; rows naming none in the chosen one', () => {
    const text = 'Date,Words,Project\n2024-01-01,1,Novel\n2024-01-02,2, NOVEL \n2024-01-03,3,Poems\n2024-01-04,4,poems\n2024-01-05,5,';
    const { plan } = csvPlan(text, { workId: 7, existingProjects: [{ id: 4, title: 'novel' }, { id: 5, title: 'Novel' }] });
    expect(plan.projects.map((p) => [p.key, p.line, p.body.title])).toEqual([['poems', 4, 'Poems']]);
    expect(plan.entries.map((e) => e.project)).toEqual([
      { kind: 'existing', id: 4 }, { kind: 'existing', id: 4 }, { kind: 'planned', key: 'poems' }, { kind: 'planned', key: 'poems' }, { kind: 'existing', id: 7 },
    ]);
  });

  it("takes the writer's mapping over detection, and refuses an invalid one", () => {
    const text = 'When,Progress,Total\n2024-01-01,5,100\n2024-01-02,7,90';
    expect(csvPlan(text, intoWork).plan.entries.map((e) => e.body.count)).toEqual([5, 7]);
    const mapped = csvPlan(text, { ...intoWork, mapping: { When: 'date', Progress: 'ignore', Total: 'total' } });
    expect(mapped.columns).toEqual([{ name: 'When', field: 'date' }, { name: 'Progress', field: 'ignore' }, { name: 'Total', field: 'total' }]);
    expect(mapped.plan.entries.map((e) => e.body.count)).toEqual([100, -10]);
    const invalid = csvPlan(text, { ...intoWork, mapping: { Total: 'total', Progress: 'count' } });
    expect(invalid.plan).toMatchObject({ entries: [], problems: [{ line: 1, message: m.mappingInvalid }] });
  });

  it('samples the first rows as read, with the formula guard undone', () => {
    const rows = Array.from({ length: 15 }, (_, i) => `2024-01-${String(i + 1).padStart(2, '0')},'-${i}`);
    const { sample } = csvPlan(['Date,Words', ...rows].join('\n'), intoWork);
    expect(sample).toHaveLength(IMPORT_PREVIEW_ROWS);
    expect(sample[2]).toEqual(['2024-01-03', '-2']);
  });

  it('plans 20,000 rows', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `2024-${String(1 + (i % 12)).padStart(2, '0')}-01,${i},"note ${i}, quoted",Book ${i % 3},a;b`);
    const { plan } = csvPlan(['Date,Words,Notes,Project,Tags', ...rows].join('\n'), noProjects);
    expect(plan.problems).toEqual([]);
    expect(plan.projects.map((p) => p.body.title)).toEqual(['Book 0', 'Book 1', 'Book 2']);
    expect(plan.entries).toHaveLength(20_000);
    expect(plan.entries[19_999]).toEqual(entry(20_001, '2024-08-01', 19_999, { note: 'note 19999, quoted', tags: ['a', 'b'] }, { kind: 'planned', key: 'book 1' }));
  });
});
