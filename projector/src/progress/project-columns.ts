import { PROJECT_EDITABLE_FIELDS, type ProjectValues } from '@inkpace/contracts/events/project';

/**
 * Where each field a writer edits lives in `projects`, and how it is written: the projection's inserts and updates
 * and the API shape (json.ts) all go by this map, so a new field is one line here (and a column in tables.ts).
 */
const COLUMNS: { [K in keyof ProjectValues]: { column: string; write(value: ProjectValues[K]): unknown } } = {
  title: { column: 'title', write: (v) => v },
  description: { column: 'description', write: (v) => v },
  phase: { column: 'phase', write: (v) => v },
  startingBalance: { column: 'starting_balance', write: (v) => JSON.stringify(v) },
  displayOnProfile: { column: 'display_on_profile', write: (v) => v },
};

/** The columns to write for the editable fields present in `values`. */
export function editableColumns(values: Partial<ProjectValues>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of PROJECT_EDITABLE_FIELDS) {
    const value = values[field];
    if (value !== undefined) out[COLUMNS[field].column] = (COLUMNS[field].write as (v: unknown) => unknown)(value);
  }
  return out;
}

/** `'title', p.title, ...`: the editable fields as jsonb_build_object arguments (alias p = projects). */
export const editableJsonArguments = (): string =>
  PROJECT_EDITABLE_FIELDS.map((field) => `'${field}', p.${COLUMNS[field].column}`).join(', ');
