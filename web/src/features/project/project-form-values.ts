import { z } from 'zod';
import { PROJECT_BLANK, PROJECT_EDITABLE_FIELDS, projectFields, type ProjectValues, type SummarizedProject, type UpdateProjectBody } from '@inkpace/contracts/api/project';
import { MEASURES } from '@inkpace/contracts/rules/measures';
import { countsOfRows, rowsOfCounts, sameCounts, type MeasureCountRow } from '../../ui/measure-count-values.ts';

/**
 * The project form: the contracts' rules field by field (the server's rules and messages), for every field a writer
 * edits (contracts' `projectFieldMap`), so a new field needs only its input in project-form.tsx. Two differ: the
 * phase starts empty on a new project ("Please pick a phase."), and balances are edited as rows.
 */
type PlainField = Exclude<keyof ProjectValues, 'phase' | 'startingBalance'>;
const PLAIN_FIELDS = PROJECT_EDITABLE_FIELDS.filter((f): f is PlainField => f !== 'phase' && f !== 'startingBalance');
const { phase: _phase, startingBalance: _balance, starred: _starred, ...plainRules } = projectFields;
const pick = <T extends Partial<ProjectValues>>(values: T) => Object.fromEntries(PLAIN_FIELDS.map((f) => [f, values[f]])) as Pick<ProjectValues, PlainField>;

export const projectFormSchema = z.object({
  ...plainRules,
  phase: projectFields.phase.nullable().pipe(projectFields.phase),
  balances: z
    .array(z.object({ measure: z.enum(MEASURES), count: z.union([z.number(), z.string()]), minutes: z.union([z.number(), z.string()]).optional() }))
    .transform(countsOfRows)
    .pipe(projectFields.startingBalance),
});
export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

export const emptyProjectForm: ProjectFormValues = { ...pick(PROJECT_BLANK), phase: null, balances: [] };

export function formValuesOf(project: SummarizedProject): ProjectFormValues {
  return { ...pick(project), phase: project.phase, balances: rowsOfCounts(project.startingBalance) };
}

/** The contracts' message for balance rows (blank rows, fractions), undefined when they are fine. */
export const balancesError = (rows: readonly MeasureCountRow[]): string | undefined => projectFormSchema.shape.balances.safeParse(rows).error?.issues[0]?.message;

/** PATCH sends only what changed (DESIGN: the server changes only the fields sent). */
export function changedProjectFields(project: SummarizedProject, next: ProjectFormOutput): UpdateProjectBody {
  const body: UpdateProjectBody = {};
  for (const field of [...PLAIN_FIELDS, 'phase'] as const) {
    if (next[field] !== project[field]) Object.assign(body, { [field]: next[field] });
  }
  if (!sameCounts(next.balances, project.startingBalance)) body.startingBalance = next.balances;
  return body;
}

/** The create body from the form's output. */
export const createBodyOf = ({ balances, ...values }: ProjectFormOutput) => ({ ...values, startingBalance: balances });
