import { describe, expect, it } from 'vitest';
import { imports as m } from '../../messages/imports.ts';
import { readNanoPaste } from './nano-paste.ts';

describe('readNanoPaste (spec §5 pasted-data import text)', () => {
  it('reads the header and tab-separated updates, dates like "Jan 5, 2020" and counts with separators', () => {
    const text = 'Date\tCount\nNov 1, 2020\t1,667\r\nNovember 2, 2020\t2000\n\n';
    expect(readNanoPaste(text)).toEqual({
      updates: [{ line: 2, date: '2020-11-01', count: 1667 }, { line: 3, date: '2020-11-02', count: 2000 }],
      problems: [],
    });
  });

  it('takes a header whose second word only starts with Count, and a BOM', () => {
    expect(readNanoPaste('\uFEFFDate\tCount (words)\nJan 5, 2020\t12').updates).toEqual([{ line: 2, date: '2020-01-05', count: 12 }]);
  });

  it.each([
    ['', m.pasteEmpty, 1],
    ['   \n  ', m.pasteEmpty, 1],
    ['Day\tCount\nJan 5, 2020\t1', m.pasteHeader, 1],
    ['Date\tWords\nJan 5, 2020\t1', m.pasteHeader, 1],
    ['Date\tCount\nJan 5, 2020 1', m.pasteLine(2), 2],
    ['Date\tCount\nJan 5, 2020\t1\nJan 32, 2020\t1', m.pasteDate(3), 3],
    ['Date\tCount\nFeb 30, 2020\t1', m.pasteDate(2), 2],
    ['Date\tCount\n2020-01-05\t1', m.pasteDate(2), 2],
    ['Date\tCount\nJan 5, 2020\t1.5', m.pasteCount(2), 2],
    ['Date\tCount\nJan 5, 2020\tmany', m.pasteCount(2), 2],
    ['Date\tCount\nJan 5, 2020\t99999999999', m.pasteCount(2), 2],
    ['Date\tCount\n\n', m.pasteEmpty, 1],
  ])('%j → %s', (text, message, line) => {
    expect(readNanoPaste(text).problems[0]).toEqual({ line, message });
  });

  it('reports every bad line and keeps the good ones, negative counts included', () => {
    const r = readNanoPaste('Date\tCount\nJan 1, 2021\t-20\nJan 2, 2021\tx\nnope\nJan 4, 2021\t5');
    expect(r.updates.map((u) => u.count)).toEqual([-20, 5]);
    expect(r.problems).toEqual([{ line: 3, message: m.pasteCount(3) }, { line: 4, message: m.pasteLine(4) }]);
  });
});
