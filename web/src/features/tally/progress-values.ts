import { createTallyBody, type CreateTallyBody } from '@inkpace/contracts/api/tally';
import type { Measure } from '@inkpace/contracts/api/fields';
import { MEASURES } from '@inkpace/contracts/rules/measures';
import { minutesFromParts } from '@inkpace/contracts/rules/time-entry';

/** A number input's value: Mantine gives '' while it is empty (or holds only a sign). */
export type NumberValue = number | string;

/** One measure of the entry: a count, or for time hours and minutes. `key` keeps React's rows stable. */
export interface MeasureRow {
  key: number;
  measure: Measure | null;
  count: NumberValue;
  hours: NumberValue;
  minutes: NumberValue;
}

/** What the progress form edits; each row becomes one entry with the shared date, project, tags and note. */
export interface ProgressValues {
  date: string;
  workId: number | null;
  rows: MeasureRow[];
  setTotal: boolean;
  tags: string[];
  note: string;
}

/** Error keys: the shared fields, and `<row key>.measure` / `<row key>.count` for a row's own fields. */
export type SharedField = 'date' | 'workId' | 'tags' | 'note';
export type RowField = 'measure' | 'count';
export const rowField = (row: MeasureRow, field: RowField): string => `${row.key}.${field}`;

let nextKey = 1;
export function newRow(measure: Measure | null): MeasureRow {
  return { key: nextKey++, measure, count: '', hours: '', minutes: '' };
}

/**
 * The number in an input, or undefined while it holds none. Mantine keeps some entries as text ("-0", "-", "1."),
 * so text is read too: "-0" hours must keep its sign for the time rule.
 */
function asNumber(value: NumberValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (text === '' || text === '-' || text === '+') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * The count a row sends, for the contracts schema to judge: undefined when nothing is entered ("Please enter a
 * value."). Time combines hours and minutes with the shared rule (the hours' sign carries to the minutes; a
 * fraction of an hour is rounded to a minute).
 */
export function rowCount(row: MeasureRow): number | undefined {
  if (row.measure !== 'time') return asNumber(row.count);
  const hours = asNumber(row.hours);
  const minutes = asNumber(row.minutes);
  if (hours === undefined && minutes === undefined) return undefined;
  return minutesFromParts(hours ?? 0, minutes ?? 0);
}

/** Measures a row may pick: its own and those no other row uses (each measure at most once). */
export function measuresFor(rows: readonly MeasureRow[], row: MeasureRow): Measure[] {
  return MEASURES.filter((m) => m === row.measure || !rows.some((other) => other.key !== row.key && other.measure === m));
}

/** The measure a new row starts with, or null when every measure is in use (the add button hides then). */
export function unusedMeasure(rows: readonly MeasureRow[]): Measure | null {
  return MEASURES.find((m) => !rows.some((row) => row.measure === m)) ?? null;
}

export interface ProgressCheck {
  errors: Partial<Record<string, string>>;
  /** One body per row, parsed by the server's schema; null while anything is invalid. */
  bodies: CreateTallyBody[] | null;
}

/** Validates every row with `createTallyBody` (the server's schema), so the messages are the spec's. */
export function checkProgress(values: ProgressValues): ProgressCheck {
  const errors: Partial<Record<string, string>> = {};
  const bodies: CreateTallyBody[] = [];
  for (const row of values.rows) {
    const parsed = createTallyBody.safeParse({
      date: values.date,
      workId: values.workId ?? undefined,
      measure: row.measure ?? undefined,
      count: rowCount(row),
      note: values.note,
      tags: values.tags,
      setTotal: values.setTotal,
    });
    if (parsed.success) {
      bodies.push(parsed.data);
      continue;
    }
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      const key = field === 'measure' || field === 'count' ? rowField(row, field) : String(field);
      errors[key] ??= issue.message;
    }
  }
  return { errors, bodies: Object.keys(errors).length === 0 ? bodies : null };
}
