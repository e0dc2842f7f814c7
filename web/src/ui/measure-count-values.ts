import { MEASURES, type MeasureName } from '@inkpace/contracts/rules/measures';
import { minutesFromParts, partsFromMinutes } from '@inkpace/contracts/rules/time-entry';

/**
 * Rows of a measure and a whole number, as a form edits a per-measure record (a project's starting balance, a
 * leaderboard's goal). The count is the number input's value ('' while blank). Time is entered as hours (`count`)
 * and `minutes`, as entries are (spec §4, contracts' time-entry rule).
 */
export interface MeasureCountRow {
  measure: MeasureName;
  count: number | string;
  minutes?: number | string;
  /** Added and not yet touched: its blank count shows no error until the writer has been there (issue 12 #12). */
  fresh?: boolean;
}

/** A number input's value as a number: NaN while blank or only a sign. */
function numberOf(value: number | string | undefined): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim();
  return text === '' || text === '-' ? Number.NaN : Number(text);
}

/** Whether a row has nothing typed in yet. */
export const isBlankRow = (row: MeasureCountRow): boolean =>
  Number.isNaN(numberOf(row.count)) && (row.measure !== 'time' || Number.isNaN(numberOf(row.minutes)));

/**
 * Rows → the record the API takes. A blank count becomes NaN, which the contracts schemas refuse with "Please fill
 * in all balances, or remove blank rows."; a fraction is refused as not whole. A time row's hours and minutes become
 * whole minutes (a blank one of the two counts as 0).
 */
export function countsOfRows(rows: readonly MeasureCountRow[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    if (row.measure !== 'time') counts[row.measure] = numberOf(row.count);
    else if (isBlankRow(row)) counts.time = Number.NaN;
    else counts.time = minutesFromParts(numberOf(row.count) || 0, numberOf(row.minutes) || 0);
  }
  return counts;
}

/** The record as rows, in the measures' order (time as hours and minutes). */
export function rowsOfCounts(counts: Partial<Record<MeasureName, number>>): MeasureCountRow[] {
  return MEASURES.filter((m) => counts[m] !== undefined).map((measure) => {
    const count = counts[measure] ?? 0;
    if (measure !== 'time') return { measure, count };
    const parts = partsFromMinutes(count);
    return { measure, count: parts.hours, minutes: parts.minutes };
  });
}

/**
 * The rows a message may be about: a row just added and still blank is left out, so a new row shows no error until
 * touched (issue 12 #12); the form's submit stays off meanwhile all the same.
 */
export const touchedRows = (rows: readonly MeasureCountRow[]): MeasureCountRow[] => rows.filter((row) => !(row.fresh && isBlankRow(row)));

/** The measures a new row may take: each measure appears once (spec §5). */
export const unusedMeasures = (rows: readonly MeasureCountRow[], offered: readonly MeasureName[] = MEASURES): MeasureName[] =>
  offered.filter((m) => !rows.some((r) => r.measure === m));

export function sameCounts(a: Partial<Record<MeasureName, number>>, b: Partial<Record<MeasureName, number>>): boolean {
  return MEASURES.every((m) => a[m] === b[m]);
}
