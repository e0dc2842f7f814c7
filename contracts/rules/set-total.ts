/** An entry's place in a project's totals: which project and measure it counts in, from which date, and how much. */
export interface CountedEntry {
  projectId: number;
  measure: string;
  date: string;
  count: number;
}

/**
 * "Set total": the count an entry stores so that the project's total in its measure, up to and including its date,
 * becomes the total asked for. That is the total asked for less the total without the entry itself:
 * - `totalUpTo`: the total up to the date as the read models have it (starting balance included);
 * - `alsoCounted`: entries stored together with this one that the read models do not have yet (a batch's earlier
 *   entries): those of the same project and measure, dated on or before, count too;
 * - `replacing`: the entry's own current values, when an edit replaces them: the read models count it, and it must
 *   not count against itself.
 */
export function setTotalCount(
  requested: number,
  at: Omit<CountedEntry, 'count'>,
  totalUpTo: number,
  alsoCounted: readonly CountedEntry[] = [],
  replacing?: CountedEntry,
): number {
  const countsTowards = (c: CountedEntry) => c.projectId === at.projectId && c.measure === at.measure && c.date <= at.date;
  const pending = alsoCounted.reduce((sum, c) => (countsTowards(c) ? sum + c.count : sum), 0);
  const own = replacing && countsTowards(replacing) ? replacing.count : 0;
  return requested - (totalUpTo + pending - own);
}

/**
 * A project's total in a measure up to and including a date, as "set total" reads it: its starting balance plus its
 * day sums on or before the date (`/stats/days?works[]=<id>`). The server reads the same from its daily stats.
 */
export function projectTotalUpTo(
  days: ReadonlyArray<{ date: string; counts: Partial<Record<string, number>> }>,
  startingBalance: Partial<Record<string, number>>,
  measure: string,
  date: string,
): number {
  let total = startingBalance[measure] ?? 0;
  for (const day of days) if (day.date <= date) total += day.counts[measure] ?? 0;
  return total;
}
