/**
 * Cells of the CSV files the export writes and the CSV importer reads (issue 29): RFC 4180 quoting, and the guard
 * against spreadsheet formula injection, once for both sides.
 */

/** A text cell starting with one of these would be run as a formula by a spreadsheet. */
const FORMULA_STARTS = ['=', '+', '-', '@'];
/** What the export puts before such a text cell, and the importer takes off again (exactly one). */
export const FORMULA_GUARD = "'";

/** A text cell made safe to open in a spreadsheet: one starting = + - @ gets FORMULA_GUARD before it. */
export function guardFormula(text: string): string {
  return FORMULA_STARTS.some((start) => text.startsWith(start)) ? `${FORMULA_GUARD}${text}` : text;
}

/** The text a guarded cell stood for: the importer's inverse of guardFormula (other cells are left as they are). */
export function unguardFormula(text: string): string {
  return text.startsWith(FORMULA_GUARD) && FORMULA_STARTS.some((start) => text.startsWith(start, 1)) ? text.slice(1) : text;
}

/**
 * A cell's value: text is written guarded; numbers (counts, ids) as they are, so a negative count stays a number;
 * booleans as true/false; null as an empty cell.
 */
export type CsvCell = string | number | boolean | null;

/** A field as RFC 4180 writes it: quoted (quotes doubled) when it holds a comma, a quote, CR or LF. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return guardFormula(cell);
  return String(cell);
}

/** One record, ended with CRLF as RFC 4180 has it. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map((cell) => csvField(cellText(cell))).join(',')}\r\n`;
}

/** The header record: column names are ours, so they are written as they are. */
export function csvHeader(columns: readonly string[]): string {
  return `${columns.map(csvField).join(',')}\r\n`;
}
