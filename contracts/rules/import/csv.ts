import { imports as m } from '../../messages/imports.ts';
import type { ImportProblem } from './plan.ts';

/**
 * An RFC 4180 reader for the CSVs writers bring (issue 29): a UTF-8 BOM is dropped; records end at CRLF, LF or a
 * lone CR; a field in double quotes may hold the delimiter, newlines and doubled quotes. The delimiter (comma,
 * semicolon or tab) is the one the header line uses most, since spreadsheets in many locales write semicolons.
 *
 * Every record carries the line it starts on (1 = the header), counting the newlines inside quoted fields, so a
 * problem names the line a writer sees in an editor. Pure and linear: the browser reads with it too.
 */
export type CsvDelimiter = ',' | ';' | '\t';

export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvReading {
  delimiter: CsvDelimiter;
  /** The first record, or [] for an empty text. */
  header: string[];
  /** The records after the header; blank lines are left out. */
  rows: CsvRecord[];
  problems: ImportProblem[];
}

const QUOTE = 34;
const LF = 10;
const CR = 13;
const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/** The delimiter the first line uses most outside quotes; a comma when it uses none. */
export function detectDelimiter(text: string): CsvDelimiter {
  const tally = new Map<string, number>();
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && DELIMITERS.includes(ch as CsvDelimiter)) tally.set(ch, (tally.get(ch) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const d of DELIMITERS) if ((tally.get(d) ?? 0) > (tally.get(best) ?? 0)) best = d;
  return best;
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

export function readCsv(input: string): CsvReading {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const sep = delimiter.charCodeAt(0);
  const records: CsvRecord[] = [];
  const problems: ImportProblem[] = [];
  const n = text.length;
  let line = 1;
  let i = 0;
  let cells: string[] = [];
  let recordLine = 1;

  const endRecord = () => {
    if (!isBlank(cells)) records.push({ line: recordLine, cells });
    cells = [];
  };
  /** Steps over one newline (CRLF, LF or CR) at i, counting it; false when there is none. */
  const newline = (): boolean => {
    const c = text.charCodeAt(i);
    if (c === CR) i += text.charCodeAt(i + 1) === LF ? 2 : 1;
    else if (c === LF) i += 1;
    else return false;
    line++;
    return true;
  };

  while (i < n) {
    if (cells.length === 0) recordLine = line;
    let value: string;
    if (text.charCodeAt(i) === QUOTE) {
      const openedOn = line;
      const parts: string[] = [];
      let start = ++i;
      let closed = false;
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
          parts.push(text.slice(start, i));
          if (text.charCodeAt(i + 1) === QUOTE) {
            parts.push('"');
            i += 2;
            start = i;
            continue;
          }
          i++;
          closed = true;
          break;
        }
        if (c === CR || c === LF) {
          const before = i;
          newline();
          parts.push(text.slice(start, before), text.slice(before, i));
          start = i;
          continue;
        }
        i++;
      }
      if (!closed) {
        problems.push({ line: openedOn, message: m.csvUnclosedQuote(openedOn) });
        cells = [];
        break;
      }
      // Text between a closing quote and the next delimiter is kept, as spreadsheets do.
      const tailStart = i;
      while (i < n && text.charCodeAt(i) !== sep && text.charCodeAt(i) !== CR && text.charCodeAt(i) !== LF) i++;
      value = parts.join('') + text.slice(tailStart, i);
    } else {
      const start = i;
      while (i < n && text.charCodeAt(i) !== sep && text.charCodeAt(i) !== CR && text.charCodeAt(i) !== LF) i++;
      value = text.slice(start, i);
    }
    cells.push(value);
    if (i >= n) break;
    if (text.charCodeAt(i) === sep) {
      i++;
      // A delimiter at the very end still ends a last, empty field.
      if (i >= n) cells.push('');
      continue;
    }
    newline();
    endRecord();
  }
  endRecord();
  const [first, ...rows] = records;
  return { delimiter, header: first?.cells ?? [], rows, problems };
}
