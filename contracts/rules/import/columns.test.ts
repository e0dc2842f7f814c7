import { describe, expect, it } from 'vitest';
import type { CsvField, CsvMapping } from '../../api/import.ts';
import { TALLY_CSV_COLUMNS } from '../../api/export-format.ts';
import { detectField, isUuidColumn, mapColumns, measureOfHeader, readMeasure, readTagNames, unguardCell } from './columns.ts';

describe('CSV columns', () => {
  it.each<[string, CsvField]>([
    ['Date', 'date'], ['day', 'date'], ['Date (YYYY-MM-DD)', 'date'],
    ['Words', 'count'], ['Pages', 'count'], ['Minutes', 'count'], ['Word count', 'count'], ['word_count', 'count'], ['Count', 'count'], ['Count (words)', 'count'], ['Progress', 'count'],
    ['Total', 'total'], ['Running total', 'total'], ['Cumulative', 'total'], ['RUNNING-TOTAL', 'total'],
    ['Measure', 'measure'], ['Unit', 'measure'],
    ['Project', 'project'], ['Work', 'project'], ['project_title', 'project'],
    ['Notes', 'note'], ['note', 'note'], ['Tags', 'tags'], ['tag_names', 'tags'],
    ['id', 'ignore'], ['project_id', 'ignore'], ['tag_ids', 'ignore'], ['created_at', 'ignore'], ['updated_at', 'ignore'], ['uuid', 'ignore'],
    ['Mood', 'ignore'], ['', 'ignore'],
  ])('detects %j as %s', (header, field) => {
    expect(detectField(header)).toBe(field);
  });

  it("reads the established tracker's entries CSV, its uuid column as the entry's identity", () => {
    const { ok, columns } = mapColumns(TALLY_CSV_COLUMNS);
    expect(ok).toBe(true);
    expect(columns.map((c) => c.field)).toEqual(['ignore', 'ignore', 'ignore', 'project', 'date', 'measure', 'count', 'note', 'ignore', 'tags', 'ignore', 'ignore']);
    expect(TALLY_CSV_COLUMNS.filter(isUuidColumn)).toEqual(['uuid']);
  });

  it('gives a field detected twice to the first column only, and counts and totals to one column', () => {
    expect(mapColumns(['Date', 'Words', 'Notes', 'Comments', 'Running total']).columns.map((c) => c.field))
      .toEqual(['date', 'count', 'note', 'ignore', 'ignore']);
  });

  it.each<[string[], CsvMapping, CsvField[]]>([
    [['When it was', 'Amount written'], { 'When it was': 'date', 'Amount written': 'total' }, ['date', 'total']],
    [['Date', 'Words', 'Total'], { Words: 'ignore', Total: 'total' }, ['date', 'ignore', 'total']],
    [['Date', 'Words', 'Total'], { Total: 'count' }, ['date', 'ignore', 'count']],
    [['Day', 'Date', 'Words'], { Date: 'date', Day: 'note' }, ['note', 'date', 'count']],
    [['Date', 'Words', 'Tags'], { Nowhere: 'tags' }, ['date', 'count', 'tags']],
    [['Date', 'Day', 'Words'], { Day: 'date' }, ['ignore', 'date', 'count']],
  ])('lets the mapping override detection: %j with %j', (headers, mapping, fields) => {
    const r = mapColumns(headers, mapping);
    expect(r).toEqual({ ok: true, columns: headers.map((name, i) => ({ name, field: fields[i] })) });
  });

  it.each<[string[], CsvMapping]>([
    [['Date', 'Mood'], {}],
    [['Mood', 'Words'], {}],
    [['Date', 'Words'], { Date: 'ignore' }],
    [['Date', 'Words'], { Words: 'note' }],
    [['Date', 'Words', 'Total'], { Words: 'count', Total: 'total' }],
    [['Date', 'Day', 'Words'], { Day: 'date', Date: 'date' }],
    [['Date', 'Words', 'A', 'B'], { A: 'note', B: 'note' }],
    [[], {}],
  ])('refuses %j mapped with %j', (headers, mapping) => {
    expect(mapColumns(headers, mapping).ok).toBe(false);
  });

  it.each([
    ['word', 'word'], ['Words', 'word'], ['', 'word'], ['  ', 'word'], ['time', 'time'], ['minutes', 'time'], ['Minute', 'time'], ['mins', 'time'],
    ['pages', 'page'], ['Chapter', 'chapter'], ['scenes', 'scene'], ['lines', 'line'], ['hours', null], ['percent', null],
  ])('reads the measure %j as %s', (text, measure) => {
    expect(readMeasure(text)).toBe(measure);
  });

  it('takes a blank measure as words, or as the measure the count column is named by', () => {
    expect(readMeasure('', 'page')).toBe('page');
    expect(readMeasure('scenes', 'page')).toBe('scene');
    expect([['Pages'], ['Minutes (daily)'], ['Words'], ['Count'], ['Progress']].map(([h]) => measureOfHeader(h ?? ''))).toEqual(['page', 'time', 'word', null, null]);
  });

  it.each([
    ["'=SUM(A1)", '=SUM(A1)'], ["'+1", '+1'], ["'-20", '-20'], ["'@home", '@home'],
    ["''=x", "''=x"], ["'quoted'", "'quoted'"], ['-20', '-20'], ["'", "'"],
  ])('undoes the export\'s formula guard on %j', (cell, value) => {
    expect(unguardCell(cell)).toBe(value);
  });

  it('splits tag names by the list separator, trimmed, without blanks or repeats in any case', () => {
    expect(readTagNames(' draft ; edit;;Draft; ')).toEqual(['draft', 'edit']);
    expect(readTagNames('')).toEqual([]);
  });
});
