import { imports as m } from '../../messages/imports.ts';
import { NANO_PROJECT_DESCRIPTION } from './limits.ts';
import { readNanoPaste } from './nano-paste.ts';
import { plannedNewProject } from './new-project.ts';
import { emptyPlan, type ImportPlan, type ProjectRef } from './plan.ts';

/** Where a NaNoWriMo paste goes: a project the writer has, or a new one they name in the wizard (spec §4). */
export type NanoTarget = { kind: 'existing'; id: number } | { kind: 'new'; title: string };

/** The key of the project a NaNoWriMo import creates. */
export const NANO_NEW_PROJECT_KEY = 'new';

/**
 * A NaNoWriMo paste as an import plan (spec §4, §5, §9): each update a word entry on its day, with no note, tags or
 * set total; a new project titled by the writer, described NANO_PROJECT_DESCRIPTION, drafting, with no starting
 * balance. The server derives each entry's identity from its content, so pasting the same updates twice adds nothing.
 */
export function nanoPlan(text: string, target: NanoTarget): ImportPlan {
  const plan = emptyPlan();
  const reading = readNanoPaste(text);
  plan.problems.push(...reading.problems);
  let project: ProjectRef = { kind: 'planned', key: NANO_NEW_PROJECT_KEY };
  if (target.kind === 'existing') {
    project = { kind: 'existing', id: target.id };
  } else if (target.title.trim() === '') {
    plan.problems.unshift({ line: 1, message: m.newProjectTitle });
  } else {
    const planned = plannedNewProject(NANO_NEW_PROJECT_KEY, 1, target.title, NANO_PROJECT_DESCRIPTION);
    if ('problem' in planned) plan.problems.unshift(planned.problem);
    else plan.projects.push(planned.project);
  }
  plan.entries = reading.updates.map((u) => ({
    line: u.line,
    uuid: null,
    project,
    body: { date: u.date, measure: 'word', count: u.count, note: '', tags: [], setTotal: false },
  }));
  return plan;
}
