/**
 * A running-total column turned into daily entries (issue 29): within one project and measure (`group`), rows
 * sorted by date, each day's entry is its total minus the previous day's (the first day's from 0). When several
 * rows share a day, the last of them in the file is that day's total. A lower total gives a negative entry (text
 * cut). The row a day's entry comes from carries its line, so problems and the plan point at it.
 */
export interface TotalRow<T> {
  line: number;
  group: string;
  date: string;
  total: number;
  /** What else the row carries (its note, tags, identity), passed through with the day's entry. */
  data: T;
}

export interface DailyEntry<T> {
  line: number;
  date: string;
  count: number;
  data: T;
}

/** The days' entries, in the file's order of the rows they come from. */
export function dailyEntriesFromTotals<T>(rows: readonly TotalRow<T>[]): DailyEntry<T>[] {
  const groups = new Map<string, TotalRow<T>[]>();
  for (const row of rows) {
    const group = groups.get(row.group);
    if (group) group.push(row);
    else groups.set(row.group, [row]);
  }
  const entries: DailyEntry<T>[] = [];
  for (const group of groups.values()) {
    // Array.prototype.sort is stable, so rows of one day keep the file's order and the last one wins.
    const byDate = [...group].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    let previous = 0;
    byDate.forEach((row, i) => {
      if (byDate[i + 1]?.date === row.date) return;
      entries.push({ line: row.line, date: row.date, count: row.total - previous, data: row.data });
      previous = row.total;
    });
  }
  return entries.sort((a, b) => a.line - b.line);
}
