import { expect, test } from 'vitest';
import { csvField, csvHeader, csvLine, guardFormula, unguardFormula } from './csv-cells.ts';

test('fields holding a comma, a quote, CR or LF are quoted, quotes doubled; others are left bare', () => {
  expect(csvField('plain text')).toBe('plain text');
  expect(csvField('a, b')).toBe('"a, b"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('two\nlines')).toBe('"two\nlines"');
  expect(csvField('cr\rhere')).toBe('"cr\rhere"');
});

test('text cells that a spreadsheet would run are guarded with one quote; numbers stay numbers', () => {
  for (const start of ['=', '+', '-', '@']) expect(guardFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
  expect(guardFormula('ordinary')).toBe('ordinary');
  expect(guardFormula("'quoted")).toBe("'quoted");
  expect(csvLine(['=HYPERLINK("x")', -250, 12, true, false, null])).toBe(`"'=HYPERLINK(""x"")",-250,12,true,false,\r\n`);
});

test('the importer takes off exactly the guard the export put on', () => {
  for (const text of ['=1+1', '+x', '-dash', '@at', 'plain', "'kept", "''=two", '']) expect(unguardFormula(guardFormula(text))).toBe(text);
  expect(unguardFormula("'plain")).toBe("'plain");
});

test('records end with CRLF; the header is the column names', () => {
  expect(csvHeader(['date', 'series', 'value'])).toBe('date,series,value\r\n');
  expect(csvLine(['2026-11-01', 'progress', 500])).toBe('2026-11-01,progress,500\r\n');
});

test.each([
  ["'=SUM(A1)", '=SUM(A1)'], ["'+1", '+1'], ["'-20", '-20'], ["'@home", '@home'],
  ["''=x", "''=x"], ["'quoted'", "'quoted'"], ['-20', '-20'], ["'", "'"],
])('undoes the export\'s formula guard on %j', (cell, value) => {
  expect(unguardFormula(cell)).toBe(value);
});
