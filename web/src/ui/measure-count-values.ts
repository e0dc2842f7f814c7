import { MEASURES, type MeasureName } from '@inkpace/contracts/rules/measures';

/**
 * Rows of a measure and a whole number, as a form edits a per-measure record (a project's starting balance, a
 * leaderboard's goal). The count is the number input's value ('' while blank).
 */
export interface MeasureCountRow {
  measure: MeasureName;
  count: number | string;
}

/**
 * Rows → the record the API takes. A blank count becomes NaN, which the contracts schemas refuse with "Please fill
 * in all balances, or remove blank rows."; a fraction is refused as not whole.
 */
export function countsOfRows(rows: readonly MeasureCountRow[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const text = typeof row.count === 'number' ? null : row.count.trim();
    counts[row.measure] = text === null ? (row.count as number) : text === '' || text === '-' ? Number.NaN : Number(text);
  }
  return counts;
}

/** The record as rows, in the measures' order. */
export function rowsOfCounts(counts: Partial<Record<MeasureName, number>>): MeasureCountRow[] {
  return MEASURES.filter((m) => counts[m] !== undefined).map((measure) => ({ measure, count: counts[measure] ?? 0 }));
}

/** The measures a new row may take: each measure appears once (spec §5). */
export const unusedMeasures = (rows: readonly MeasureCountRow[], offered: readonly MeasureName[] = MEASURES): MeasureName[] =>
  offered.filter((m) => !rows.some((r) => r.measure === m));

export function sameCounts(a: Partial<Record<MeasureName, number>>, b: Partial<Record<MeasureName, number>>): boolean {
  return MEASURES.every((m) => a[m] === b[m]);
}
