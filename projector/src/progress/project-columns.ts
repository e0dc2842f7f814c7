import { PROJECT_EDITABLE_FIELDS, type ProjectValues } from '@inkpace/contracts/events/project';
import { asJson, columnMap } from '../runtime/column-map.ts';
import type { ProjectsTable } from './tables.ts';

/**
 * Where each field a writer edits (contracts' `projectFieldMap`) lives in `projects`, and how it is written: the
 * projection's inserts and updates and the API shape (json.ts) all go by this map, so a new field is one line here
 * (and a column in tables.ts).
 */
export const projectColumns = columnMap<ProjectValues, ProjectsTable>(PROJECT_EDITABLE_FIELDS, {
  title: { column: 'title' },
  description: { column: 'description' },
  phase: { column: 'phase' },
  startingBalance: { column: 'starting_balance', write: asJson },
  displayOnProfile: { column: 'display_on_profile' },
});

/** The columns to write for the editable fields present in `values`. */
export const editableColumns = (values: Partial<ProjectValues>) => projectColumns.columns(values);

/** `'title', p.title, ...`: the editable fields as jsonb_build_object arguments (alias p = projects). */
export const editableJsonArguments = (): string => projectColumns.jsonArguments('p');
