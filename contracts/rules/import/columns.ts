import type { CsvField, CsvMapping } from '../../api/import.ts';
import { CSV_LIST_SEPARATOR, TALLY_CSV_COLUMNS } from '../../api/export-format.ts';
import { MEASURE_INFO, MEASURE_LABELS, MEASURES, type MeasureName } from '../measures.ts';
import { tagNameKey } from '../tags.ts';

/**
 * What each CSV column holds (issue 29): detected from its header's common names, the established tracker's entries
 * CSV (TALLY_CSV_COLUMNS) included, and overridden column by column by the mapping the writer sends.
 */
export interface CsvColumn {
  name: string;
  field: CsvField;
}

/** A header as compared: lower case, anything in brackets dropped ("Count (words)"), words split by any mark. */
export const headerKey = (header: string): string =>
  header.toLowerCase().replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

const NAMES: Record<Exclude<CsvField, 'ignore'>, readonly string[]> = {
  date: ['date', 'day', 'when', 'entry date', 'logged on'],
  // A column named by a measure (Pages, Minutes…) counts in it: see measureOfHeader.
  count: ['count', 'words', 'word count', 'wordcount', 'words written', 'written', 'progress', 'amount', 'daily count', 'daily words', 'words today',
    'minutes', 'pages', 'chapters', 'scenes', 'lines'],
  total: ['total', 'running total', 'cumulative', 'cumulative total', 'cumulative words', 'total words', 'word total', 'words total', 'total count', 'running word count'],
  measure: ['measure', 'unit', 'units', 'type'],
  project: ['project', 'project title', 'project name', 'work', 'title', 'book', 'manuscript'],
  note: ['note', 'notes', 'comment', 'comments', 'description'],
  tags: ['tags', 'tag', 'tag names', 'labels'],
};

/** The established tracker's columns we read (uuid is read apart, as the entry's identity); the rest are its ids and times. */
const REFERENCE_FIELDS: Partial<Record<(typeof TALLY_CSV_COLUMNS)[number], CsvField>> = {
  project_title: 'project', date: 'date', measure: 'measure', count: 'count', note: 'note', tag_names: 'tags',
};

const FIELD_BY_KEY = new Map<string, CsvField>();
for (const column of TALLY_CSV_COLUMNS) FIELD_BY_KEY.set(headerKey(column), REFERENCE_FIELDS[column] ?? 'ignore');
for (const [field, names] of Object.entries(NAMES)) for (const name of names) FIELD_BY_KEY.set(headerKey(name), field as CsvField);

/** The field a header names; `ignore` for one we do not know. */
export const detectField = (header: string): CsvField => FIELD_BY_KEY.get(headerKey(header)) ?? 'ignore';

/** The column holding an entry's client uuid (the established tracker's and our export's `uuid`). */
export const isUuidColumn = (header: string): boolean => headerKey(header) === 'uuid';

/** Fields one file may give to one column only. */
const SINGLE_FIELDS: readonly CsvField[] = ['date', 'count', 'total', 'measure', 'project', 'note', 'tags'];

export interface ColumnMapping {
  /** False when the columns cannot be read as entries (say messages.imports.mappingInvalid). */
  ok: boolean;
  columns: CsvColumn[];
}

/**
 * Each header's field: the writer's mapping where it names the header, detection elsewhere. A detected field that
 * an earlier column (or the mapping) already holds becomes `ignore`, so detection alone never gives one field to
 * two columns. Valid only with exactly one date column, exactly one count-or-total column, and no field the mapping
 * gives to two columns. Mapped names the file does not have are left aside.
 */
export function mapColumns(headers: readonly string[], mapping: CsvMapping = {}): ColumnMapping {
  const mapped = new Map(Object.entries(mapping).filter(([name]) => headers.includes(name)));
  const taken = new Set<CsvField>([...mapped.values()].filter((field) => field !== 'ignore'));
  const columns = headers.map((name) => {
    const chosen = mapped.get(name);
    if (chosen !== undefined) return { name, field: chosen };
    const detected = detectField(name);
    if (detected === 'ignore' || taken.has(detected) || (isAmount(detected) && [...taken].some(isAmount))) return { name, field: 'ignore' as const };
    taken.add(detected);
    return { name, field: detected };
  });
  const howMany = (test: (field: CsvField) => boolean) => columns.filter((c) => test(c.field)).length;
  const ok = howMany((f) => f === 'date') === 1 && howMany(isAmount) === 1 && SINGLE_FIELDS.every((f) => howMany((g) => g === f) <= 1);
  return { ok, columns };
}

function isAmount(field: CsvField): boolean {
  return field === 'count' || field === 'total';
}

const MEASURE_BY_NAME = new Map<string, MeasureName>();
for (const measure of MEASURES) {
  for (const name of [measure, MEASURE_INFO[measure].singular, MEASURE_INFO[measure].plural, MEASURE_LABELS[measure]]) {
    MEASURE_BY_NAME.set(name.toLowerCase(), measure);
  }
}
for (const name of ['min', 'mins', 'minutes written']) MEASURE_BY_NAME.set(name, 'time');
for (const name of ['word count', 'wordcount']) MEASURE_BY_NAME.set(name, 'word');

/**
 * A measure cell: our six names and plain synonyms (words → word, minutes → time…). A blank cell (or no measure
 * column) is `blank`: words, unless the count's own header names a measure (measureOfHeader).
 */
export function readMeasure(text: string, blank: MeasureName = 'word'): MeasureName | null {
  const key = text.trim().toLowerCase();
  return key === '' ? blank : (MEASURE_BY_NAME.get(key) ?? null);
}

/** The measure a count column's header names ("Pages", "Minutes (daily)"), or null ("Count", "Progress"). */
export const measureOfHeader = (header: string): MeasureName | null => MEASURE_BY_NAME.get(headerKey(header)) ?? null;

/** Characters a spreadsheet reads as the start of a formula; our export puts a quote before them. */
const FORMULA_START = new Set(['=', '+', '-', '@']);

/** A cell as written before our export protected it from spreadsheet formulas: one leading quote before = + - @ dropped. */
export function unguardCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.has(cell.charAt(1)) ? cell.slice(1) : cell;
}

/** A tags cell: names joined by CSV_LIST_SEPARATOR, trimmed, blanks left out, and repeats (ignoring case, as tags are unique) once. */
export function readTagNames(text: string): string[] {
  const byKey = new Map<string, string>();
  for (const raw of text.split(CSV_LIST_SEPARATOR)) {
    const name = raw.trim();
    if (name !== '' && !byKey.has(tagNameKey(name))) byKey.set(tagNameKey(name), name);
  }
  return [...byKey.values()];
}
