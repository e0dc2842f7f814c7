import { z } from 'zod';
import { createProjectBody, type SummarizedProject, type UpdateProjectBody } from '@inkpace/contracts/api/project';
import { MEASURES, type MeasureName } from '@inkpace/contracts/rules/measures';
import { minutesFromParts, partsFromMinutes } from '@inkpace/contracts/rules/time-entry';

/**
 * One starting-balance row as the form edits it: a measure and the number input's value ('' while blank). Time is
 * entered as hours (`count`) and `minutes`, as entries are (spec §4, contracts' time-entry rule).
 */
export interface BalanceRow {
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
export const isBlankRow = (row: BalanceRow): boolean => Number.isNaN(numberOf(row.count)) && (row.measure !== 'time' || Number.isNaN(numberOf(row.minutes)));

/**
 * Rows → the `startingBalance` record the API takes. A blank count becomes NaN, which the contracts schema
 * refuses with "Please fill in all balances, or remove blank rows."; a fraction is refused as not whole. A time
 * row's hours and minutes become whole minutes (a blank one of the two counts as 0).
 */
export function balanceOfRows(rows: readonly BalanceRow[]): Record<string, number> {
  const balance: Record<string, number> = {};
  for (const row of rows) {
    if (row.measure !== 'time') balance[row.measure] = numberOf(row.count);
    else if (isBlankRow(row)) balance.time = Number.NaN;
    else balance.time = minutesFromParts(numberOf(row.count) || 0, numberOf(row.minutes) || 0);
  }
  return balance;
}

/** The balance as rows, in the measures' order (time as hours and minutes). */
export function rowsOfBalance(balance: Partial<Record<MeasureName, number>>): BalanceRow[] {
  return MEASURES.filter((m) => balance[m] !== undefined).map((measure) => {
    const count = balance[measure] ?? 0;
    if (measure !== 'time') return { measure, count };
    const parts = partsFromMinutes(count);
    return { measure, count: parts.hours, minutes: parts.minutes };
  });
}

/** The measures a new row may take: each measure appears once (spec §5). */
export const unusedMeasures = (rows: readonly BalanceRow[]): MeasureName[] => MEASURES.filter((m) => !rows.some((r) => r.measure === m));

const fields = createProjectBody.shape;

/**
 * The project form: the contracts' create schema field by field (the server's rules and messages). The phase
 * starts empty on a new project ("Please pick a phase."); balances are edited as rows.
 */
export const projectFormSchema = z.object({
  title: fields.title,
  description: fields.description.unwrap(),
  phase: fields.phase.nullable().pipe(fields.phase),
  displayOnProfile: fields.displayOnProfile.unwrap(),
  balances: z
    .array(z.object({ measure: z.enum(MEASURES), count: z.union([z.number(), z.string()]), minutes: z.union([z.number(), z.string()]).optional() }))
    .transform(balanceOfRows)
    .pipe(fields.startingBalance.unwrap()),
});
export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

export const emptyProjectForm: ProjectFormValues = { title: '', description: '', phase: null, displayOnProfile: false, balances: [] };

export function formValuesOf(project: SummarizedProject): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    phase: project.phase,
    displayOnProfile: project.displayOnProfile,
    balances: rowsOfBalance(project.startingBalance),
  };
}

function sameBalance(a: Partial<Record<MeasureName, number>>, b: Partial<Record<MeasureName, number>>): boolean {
  return MEASURES.every((m) => a[m] === b[m]);
}

/** PATCH sends only what changed (DESIGN: the server changes only the fields sent). */
export function changedProjectFields(project: SummarizedProject, next: ProjectFormOutput): UpdateProjectBody {
  const body: UpdateProjectBody = {};
  if (next.title !== project.title) body.title = next.title;
  if (next.description !== project.description) body.description = next.description;
  if (next.phase !== project.phase) body.phase = next.phase;
  if (next.displayOnProfile !== project.displayOnProfile) body.displayOnProfile = next.displayOnProfile;
  if (!sameBalance(next.balances, project.startingBalance)) body.startingBalance = next.balances;
  return body;
}

/** The create body from the form's output. */
export const createBodyOf = (values: ProjectFormOutput) => ({
  title: values.title,
  description: values.description,
  phase: values.phase,
  displayOnProfile: values.displayOnProfile,
  startingBalance: values.balances,
});

/**
 * The balances' message for the rows the writer has been to: a row just added and still blank is left out, so a new
 * row shows no error until touched (issue 12 #12); the submit button stays off meanwhile all the same.
 */
export function touchedBalanceError(rows: readonly BalanceRow[]): string | undefined {
  const result = projectFormSchema.shape.balances.safeParse(rows.filter((row) => !(row.fresh && isBlankRow(row))));
  return result.error?.issues[0]?.message;
}
