import { describe, expect, test } from 'vitest';
import { projectTotalUpTo, setTotalCount, type CountedEntry } from './set-total.ts';

const at = { projectId: 1, measure: 'word', date: '2026-03-10' };
const entry = (over: Partial<CountedEntry>): CountedEntry => ({ ...at, count: 0, ...over });

describe('setTotalCount', () => {
  test.each([
    { label: 'a first total', requested: 2000, totalUpTo: 0, count: 2000 },
    { label: 'on top of entries and a balance', requested: 2000, totalUpTo: 1500, count: 500 },
    { label: 'a lower total stores a cut', requested: 10, totalUpTo: 520, count: -510 },
    { label: 'the same total stores nothing', requested: 700, totalUpTo: 700, count: 0 },
    { label: 'a negative total', requested: -100, totalUpTo: 50, count: -150 },
  ])('$label', ({ requested, totalUpTo, count }) => {
    expect(setTotalCount(requested, at, totalUpTo)).toBe(count);
  });

  test("a batch's earlier entries count when they are of the same project and measure, on or before the date", () => {
    const earlier = [
      entry({ count: 100 }), // same day: counts
      entry({ date: '2026-03-01', count: 50 }), // before: counts
      entry({ date: '2026-03-11', count: 999 }), // after: not
      entry({ measure: 'time', count: 999 }), // another measure: not
      entry({ projectId: 2, count: 999 }), // another project: not
    ];
    expect(setTotalCount(1000, at, 300, earlier)).toBe(1000 - 300 - 150);
  });

  test('an edit does not count the entry against itself when it counted up to the date', () => {
    expect(setTotalCount(2500, at, 1500, [], entry({ date: '2026-03-05', count: 500 }))).toBe(2500 - (1500 - 500));
    // Moved from a later date: the read models did not count it up to this date.
    expect(setTotalCount(2500, at, 1500, [], entry({ date: '2026-03-20', count: 500 }))).toBe(1000);
    // Moved from another project or measure: same.
    expect(setTotalCount(2500, at, 1500, [], entry({ projectId: 9, count: 500 }))).toBe(1000);
  });
});

describe('projectTotalUpTo', () => {
  const days = [
    { date: '2026-03-01', counts: { word: 300, time: 60 } },
    { date: '2026-03-10', counts: { word: 200 } },
    { date: '2026-03-11', counts: { word: 999 } },
  ];
  test('the starting balance and the days on or before the date, in that measure only', () => {
    expect(projectTotalUpTo(days, { word: 20 }, 'word', '2026-03-10')).toBe(520);
    expect(projectTotalUpTo(days, {}, 'time', '2026-03-10')).toBe(60);
    expect(projectTotalUpTo(days, { page: 4 }, 'page', '2026-02-01')).toBe(4);
    expect(projectTotalUpTo([], {}, 'word', '2026-03-10')).toBe(0);
  });
});
