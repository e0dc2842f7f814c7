import { describe, expect, it } from 'vitest';
import { dailyEntriesFromTotals, type TotalRow } from './running-totals.ts';

const row = (line: number, date: string, total: number, group = 'a'): TotalRow<string> => ({ line, group, date, total, data: `row ${line}` });
const counts = (rows: TotalRow<string>[]) => dailyEntriesFromTotals(rows).map((e) => [e.line, e.date, e.count, e.data]);

describe('running totals to daily entries', () => {
  it('takes each day as the difference from the one before, the first from 0', () => {
    expect(counts([row(2, '2020-01-01', 100), row(3, '2020-01-02', 250), row(4, '2020-01-05', 300)]))
      .toEqual([[2, '2020-01-01', 100, 'row 2'], [3, '2020-01-02', 150, 'row 3'], [4, '2020-01-05', 50, 'row 4']]);
  });

  it('gives a lower total a negative entry', () => {
    expect(counts([row(2, '2020-01-01', 1000), row(3, '2020-01-02', 800), row(4, '2020-01-03', 900)]).map((e) => e[2])).toEqual([1000, -200, 100]);
  });

  it('counts the last total of a day, from the row it was on', () => {
    expect(counts([row(2, '2020-01-01', 100), row(3, '2020-01-02', 150), row(4, '2020-01-02', 180), row(5, '2020-01-02', 170), row(6, '2020-01-03', 200)]))
      .toEqual([[2, '2020-01-01', 100, 'row 2'], [5, '2020-01-02', 70, 'row 5'], [6, '2020-01-03', 30, 'row 6']]);
  });

  it('sorts by date first, and keeps each project and measure apart', () => {
    expect(counts([row(2, '2020-01-03', 300), row(3, '2020-01-01', 100), row(4, '2020-01-02', 40, 'b'), row(5, '2020-01-01', 10, 'b')]))
      .toEqual([[2, '2020-01-03', 200, 'row 2'], [3, '2020-01-01', 100, 'row 3'], [4, '2020-01-02', 30, 'row 4'], [5, '2020-01-01', 10, 'row 5']]);
  });

  it('has no entries without rows', () => {
    expect(dailyEntriesFromTotals([])).toEqual([]);
  });
});
