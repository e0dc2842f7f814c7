import type { CsvMapping } from '../../api/import.ts';
import { clientUuid } from '../../api/fields.ts';
import { imports as m } from '../../messages/imports.ts';
import type { MeasureName } from '../measures.ts';
import { isUuidColumn, mapColumns, measureOfHeader, readMeasure, readTagNames, unguardCell, type CsvColumn } from './columns.ts';
import { readCsv } from './csv.ts';
import { chooseDateFormat, readDate, type DateFormatChoice } from './date-formats.ts';
import { IMPORT_MAX_ENTRIES, IMPORT_PREVIEW_ROWS } from './limits.ts';
import { parseCount } from './nano-paste.ts';
import { checkedEntryBody, plannedNewProject } from './new-project.ts';
import { emptyPlan, type ImportPlan, type ImportProblem, type ProjectRef } from './plan.ts';
import { dailyEntriesFromTotals } from './running-totals.ts';

export interface CsvPlanOptions {
  /** The writer's choices, column name → field; columns left out are detected. */
  mapping?: CsvMapping | undefined;
  /** The writer's project for rows that name none. */
  workId?: number | undefined;
  /** The writer's projects, so rows naming one by title go to it. */
  existingProjects: readonly { id: number; title: string }[];
}

export interface CsvPlanResult {
  plan: ImportPlan;
  /** Each column with the field it was read as (the mapping's, or the detected one). */
  columns: CsvColumn[];
  /** The first IMPORT_PREVIEW_ROWS rows as read. */
  sample: string[][];
  /** How the date column was read; `ambiguous` when day/month could also have read it (say csvDateOrder). */
  dateFormat: { label: string; ambiguous: boolean } | null;
}

/** One row's values, read and checked. */
interface RowValues {
  line: number;
  date: string;
  amount: number;
  measure: MeasureName;
  project: ProjectRef | null;
  note: string;
  tags: string[];
  uuid: string | null;
}

const titleKey = (title: string) => title.trim().toLowerCase();

/**
 * A CSV (a spreadsheet's export, the established tracker's or ours) as an import plan (issue 29): each row an entry,
 * or with a running-total column each day's difference; a row with a blank count or total is left out. Every
 * problem is reported with its line; rows naming a project go to the writer's project of that title, else to a new
 * one (drafting, like a NaNoWriMo import's).
 */
export function csvPlan(text: string, options: CsvPlanOptions): CsvPlanResult {
  const plan = emptyPlan();
  const problems = plan.problems;
  const reading = readCsv(text);
  const sample = reading.rows.slice(0, IMPORT_PREVIEW_ROWS).map((row) => row.cells.map(unguardCell));
  const { ok, columns } = mapColumns(reading.header, options.mapping);
  const result: CsvPlanResult = { plan, columns, sample, dateFormat: null };
  problems.push(...reading.problems);
  if (reading.header.length === 0) {
    if (problems.length === 0) problems.push({ line: 1, message: m.csvEmpty });
    return result;
  }
  if (!ok) {
    problems.unshift({ line: 1, message: m.mappingInvalid });
    return result;
  }
  if (reading.rows.length === 0 && problems.length === 0) problems.push({ line: 1, message: m.csvNoRows });

  const at = (field: CsvColumn['field']) => columns.findIndex((c) => c.field === field);
  const uuidAt = columns.findIndex((c) => c.field === 'ignore' && isUuidColumn(c.name));
  const dateAt = at('date');
  const totalAt = at('total');
  const amountAt = totalAt >= 0 ? totalAt : at('count');
  const [measureAt, projectAt, noteAt, tagsAt] = [at('measure'), at('project'), at('note'), at('tags')];
  const blankMeasure = measureOfHeader(columns[amountAt]?.name ?? '') ?? 'word';
  const cellsOf = (cells: readonly string[]) => (i: number) => (i < 0 ? '' : unguardCell(cells[i] ?? ''));

  // A blank count or total is a day the spreadsheet has a row for but no writing (a template's days to come).
  const written = reading.rows.filter((row) => cellsOf(row.cells)(amountAt).trim() !== '');
  const choice: DateFormatChoice | null = chooseDateFormat(written.map((row) => cellsOf(row.cells)(dateAt)));
  if (choice) result.dateFormat = { label: choice.format.label, ambiguous: choice.ambiguous };

  const existing = new Map<string, number>();
  for (const p of [...options.existingProjects].reverse()) existing.set(titleKey(p.title), p.id);
  const planned = new Map<string, ProjectRef>();
  let rowWithoutProject = false;

  const projectOf = (title: string, line: number): ProjectRef | null => {
    const key = titleKey(title);
    if (key === '') {
      rowWithoutProject ||= options.workId === undefined;
      return options.workId === undefined ? null : { kind: 'existing', id: options.workId };
    }
    const id = existing.get(key);
    if (id !== undefined) return { kind: 'existing', id };
    const known = planned.get(key);
    if (known) return known;
    const ref: ProjectRef = { kind: 'planned', key };
    planned.set(key, ref);
    const made = plannedNewProject(key, line, title.trim(), '');
    if ('problem' in made) problems.push(made.problem);
    else plan.projects.push(made.project);
    return ref;
  };

  const rows: RowValues[] = [];
  const uuidLines = new Map<string, number>();
  for (const row of written) {
    const cell = cellsOf(row.cells);
    const { line } = row;
    const rowProblems: ImportProblem[] = [];
    const date = choice ? readDate(choice.format, cell(dateAt)) : null;
    if (!date?.ok) rowProblems.push({ line, message: m.pasteDate(line) });
    const amount = parseCount(cell(amountAt));
    if (amount === null) rowProblems.push({ line, message: m.pasteCount(line) });
    const measure = readMeasure(cell(measureAt), blankMeasure);
    if (measure === null) rowProblems.push({ line, message: m.csvMeasure(line) });
    const uuid = readUuid(cell(uuidAt));
    if (uuid === undefined) rowProblems.push({ line, message: m.csvUuid(line) });
    const uuidFirstLine = uuid ? uuidLines.get(uuid) : undefined;
    if (uuidFirstLine !== undefined) rowProblems.push({ line, message: m.csvUuidRepeated(line, uuidFirstLine) });
    else if (uuid) uuidLines.set(uuid, line);
    const project = projectOf(cell(projectAt), line);
    problems.push(...rowProblems);
    if (rowProblems.length > 0 || !date?.ok || amount === null || measure === null || uuid === undefined) continue;
    rows.push({ line, date: date.date, amount, measure, project, note: cell(noteAt).trim(), tags: readTagNames(cell(tagsAt)), uuid });
  }
  if (rowWithoutProject) problems.unshift({ line: 1, message: m.projectRequired });

  const entries = totalAt >= 0 ? fromTotals(rows) : rows.map((r) => ({ ...r, count: r.amount }));
  for (const e of entries) {
    if (e.project === null) continue;
    const checked = checkedEntryBody(e.line, { date: e.date, measure: e.measure, count: e.count, note: e.note, tags: e.tags, setTotal: false });
    if ('problem' in checked) problems.push(checked.problem);
    else plan.entries.push({ line: e.line, uuid: e.uuid, project: e.project, body: checked.body });
  }
  if (plan.entries.length > IMPORT_MAX_ENTRIES) problems.unshift({ line: 1, message: m.tooManyEntries });
  problems.sort((a, b) => a.line - b.line);
  return result;
}

/** A uuid cell: lower-cased when it is a UUID, null when blank, undefined when it is something else. */
function readUuid(text: string): string | null | undefined {
  if (text.trim() === '') return null;
  const parsed = clientUuid.safeParse(text.trim());
  return parsed.success ? parsed.data : undefined;
}

const projectGroup = (ref: ProjectRef | null) => (ref === null ? '' : ref.kind === 'planned' ? `p:${ref.key}` : `e:${ref.id}`);

/** Running totals → each day's entry, per project and measure; a day whose total did not move and says nothing is left out. */
function fromTotals(rows: readonly RowValues[]): Array<RowValues & { count: number }> {
  const days = dailyEntriesFromTotals(rows.map((row) => ({
    line: row.line, group: `${projectGroup(row.project)}\u0000${row.measure}`, date: row.date, total: row.amount, data: row,
  })));
  return days
    .filter((day) => day.count !== 0 || day.data.note !== '' || day.data.tags.length > 0)
    .map((day) => ({ ...day.data, count: day.count }));
}
