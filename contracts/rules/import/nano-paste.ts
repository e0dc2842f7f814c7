import { imports as m } from '../../messages/imports.ts';
import { countInBounds } from '../count-bounds.ts';
import { parseMonthNameDate } from './month-name-dates.ts';
import type { ImportProblem } from './plan.ts';

/**
 * NaNoWriMo's progress updates as writers copy them from its site (spec §5 "Pasted-data import text"): a header
 * line "Date<tab>Count…", then one update per line, tab-separated: a date like "Jan 5, 2020" and a whole count of
 * words written that day. Lines are numbered from 1, the header included, as the messages say them.
 */
export interface PastedUpdate {
  line: number;
  date: string;
  count: number;
}

export interface PasteReading {
  updates: PastedUpdate[];
  problems: ImportProblem[];
}

const HEADER = /^\s*Date\s+Count/i;
/** Whole numbers, with or without thousands separators ("1667", "1,667", "-20"). */
const WHOLE = /^[+-]?(\d{1,3}(,\d{3})+|\d+)$/;

export function parseCount(text: string): number | null {
  const t = text.trim();
  if (!WHOLE.test(t)) return null;
  const n = Number(t.replace(/,/g, ''));
  return countInBounds(n) ? n : null;
}

/** Reads a paste; every problem is reported with its line, and `updates` holds the lines that were fine. */
export function readNanoPaste(text: string): PasteReading {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (text.trim() === '') return { updates: [], problems: [{ line: 1, message: m.pasteEmpty }] };
  if (!HEADER.test(lines[0] ?? '')) return { updates: [], problems: [{ line: 1, message: m.pasteHeader }] };
  const updates: PastedUpdate[] = [];
  const problems: ImportProblem[] = [];
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (i === 0 || raw.trim() === '') return;
    const fields = raw.split('\t');
    if (fields.length < 2) {
      problems.push({ line, message: m.pasteLine(line) });
      return;
    }
    const date = parseMonthNameDate(fields[0] ?? '');
    if (date === null) {
      problems.push({ line, message: m.pasteDate(line) });
      return;
    }
    const count = parseCount(fields[1] ?? '');
    if (count === null) {
      problems.push({ line, message: m.pasteCount(line) });
      return;
    }
    updates.push({ line, date, count });
  });
  if (updates.length === 0 && problems.length === 0) problems.push({ line: 1, message: m.pasteEmpty });
  return { updates, problems };
}

/** Whether a text is a NaNoWriMo paste: its first line is the header (how an upload's kind is told by content). */
export const isNanoPaste = (text: string): boolean => HEADER.test(text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, 1)[0] ?? '');
