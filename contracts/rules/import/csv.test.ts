import { describe, expect, it } from 'vitest';
import { imports as m } from '../../messages/imports.ts';
import { detectDelimiter, readCsv } from './csv.ts';

const rowsOf = (text: string) => readCsv(text).rows.map((r) => [r.line, r.cells]);

describe('readCsv (RFC 4180, with the line each record starts on)', () => {
  it.each([
    ['LF', 'date,count\n2020-01-01,5\n2020-01-02,6\n'],
    ['CRLF', 'date,count\r\n2020-01-01,5\r\n2020-01-02,6\r\n'],
    ['lone CR', 'date,count\r2020-01-01,5\r2020-01-02,6'],
    ['a UTF-8 BOM', '\uFEFFdate,count\n2020-01-01,5\n2020-01-02,6'],
  ])('reads %s line ends', (_name, text) => {
    const r = readCsv(text);
    expect(r.header).toEqual(['date', 'count']);
    expect(r.rows).toEqual([{ line: 2, cells: ['2020-01-01', '5'] }, { line: 3, cells: ['2020-01-02', '6'] }]);
    expect(r.problems).toEqual([]);
  });

  it('reads quoted fields with commas, doubled quotes and newlines, and keeps later line numbers right', () => {
    const text = 'date,note,count\n2020-01-01,"a, b",1\n2020-01-02,"she said ""hi""",2\n2020-01-03,"two\nlines\r\nthree",3\n2020-01-04,,4\n';
    expect(rowsOf(text)).toEqual([
      [2, ['2020-01-01', 'a, b', '1']],
      [3, ['2020-01-02', 'she said "hi"', '2']],
      [4, ['2020-01-03', 'two\nlines\r\nthree', '3']],
      [7, ['2020-01-04', '', '4']],
    ]);
  });

  it('leaves blank lines out but counts them', () => {
    expect(rowsOf('date,count\n\n2020-01-01,1\n ,\n2020-01-02,2')).toEqual([[3, ['2020-01-01', '1']], [5, ['2020-01-02', '2']]]);
  });

  it('keeps empty fields, a trailing delimiter included, and text after a closing quote', () => {
    expect(rowsOf('a,b,c\n1,,\n"x"y,2,')).toEqual([[2, ['1', '', '']], [3, ['xy', '2', '']]]);
  });

  it.each([
    ['date,count', ','],
    ['date;count;note', ';'],
    ['date\tcount\tnote', '\t'],
    ['"a;b",c,d', ','],
    ['"a,b";c', ';'],
    ['date', ','],
    ['', ','],
  ])('detects the delimiter of %j as %j', (header, delimiter) => {
    expect(detectDelimiter(`${header}\n1;2,3\t4`)).toBe(delimiter);
  });

  it('splits rows by the header line\'s delimiter', () => {
    expect(rowsOf('date;count;note\n2020-01-01;1,5;a, b\n')).toEqual([[2, ['2020-01-01', '1,5', 'a, b']]]);
    expect(rowsOf('date\tcount\n2020-01-01\t1,667')).toEqual([[2, ['2020-01-01', '1,667']]]);
  });

  it('reports a quote never closed with the line it opens on, keeping the rows before it', () => {
    const r = readCsv('date,note\n2020-01-01,ok\n2020-01-02,"oops\nmore\n2020-01-03,x');
    expect(r.rows).toEqual([{ line: 2, cells: ['2020-01-01', 'ok'] }]);
    expect(r.problems).toEqual([{ line: 3, message: m.csvUnclosedQuote(3) }]);
  });

  it('reads an empty text as no header and no rows', () => {
    expect(readCsv('')).toEqual({ delimiter: ',', header: [], rows: [], problems: [] });
    expect(readCsv('\uFEFF\r\n\r\n').header).toEqual([]);
  });

  it('reads 20,000 rows with a quoted, multi-line field in each', () => {
    const lines = ['date,count,note'];
    for (let i = 0; i < 20_000; i++) lines.push(`2020-01-01,${i},"note ${i}, with ""quotes""\nand a second line"`);
    const r = readCsv(lines.join('\r\n'));
    expect(r.rows).toHaveLength(20_000);
    expect(r.rows[19_999]).toEqual({ line: 2 + 19_999 * 2, cells: ['2020-01-01', '19999', 'note 19999, with "quotes"\nand a second line'] });
  });
});
