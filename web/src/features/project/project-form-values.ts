import { z } from 'zod';
import { createProjectBody, type SummarizedProject, type UpdateProjectBody } from '@inkpace/contracts/api/project';
import { MEASURES } from '@inkpace/contracts/rules/measures';
import { countsOfRows, rowsOfCounts, sameCounts, type MeasureCountRow } from '../../ui/measure-count-values.ts';

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
    .transform(countsOfRows)
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
    balances: rowsOfCounts(project.startingBalance),
  };
}

/** The contracts' message for balance rows (blank rows, fractions), undefined when they are fine. */
export const balancesError = (rows: readonly MeasureCountRow[]): string | undefined => projectFormSchema.shape.balances.safeParse(rows).error?.issues[0]?.message;

/** PATCH sends only what changed (DESIGN: the server changes only the fields sent). */
export function changedProjectFields(project: SummarizedProject, next: ProjectFormOutput): UpdateProjectBody {
  const body: UpdateProjectBody = {};
  if (next.title !== project.title) body.title = next.title;
  if (next.description !== project.description) body.description = next.description;
  if (next.phase !== project.phase) body.phase = next.phase;
  if (next.displayOnProfile !== project.displayOnProfile) body.displayOnProfile = next.displayOnProfile;
  if (!sameCounts(next.balances, project.startingBalance)) body.startingBalance = next.balances;
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
