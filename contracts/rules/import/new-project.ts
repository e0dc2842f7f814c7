import { createProjectBody } from '../../api/project.ts';
import { createTallyBody } from '../../api/tally.ts';
import type { ImportProblem, PlannedEntry, PlannedProject } from './plan.ts';

/**
 * The API's own rules for what an import creates, so a file is refused line by line for exactly what the API would
 * refuse (the same zod schemas, the same messages), before anything is written.
 */

/** A project an import creates (spec §9: phase drafting, no starting balance), or the API's reason it cannot. */
export function plannedNewProject(
  key: string, line: number, title: string, description: string,
): { project: PlannedProject } | { problem: ImportProblem } {
  const parsed = createProjectBody.safeParse({ title, description, phase: 'drafting' });
  if (!parsed.success) return { problem: { line, message: parsed.error.issues[0]?.message ?? '' } };
  return { project: { key, line, uuid: null, body: parsed.data } };
}

/** An entry's body as POST /tally checks it, without its project and identity (the plan names those). */
const entryBody = createTallyBody.omit({ workId: true, uuid: true });

/** The entry's body as the API would store it, or the API's first reason to refuse it. */
export function checkedEntryBody(line: number, body: PlannedEntry['body']): { body: PlannedEntry['body'] } | { problem: ImportProblem } {
  const parsed = entryBody.safeParse(body);
  if (!parsed.success) return { problem: { line, message: parsed.error.issues[0]?.message ?? '' } };
  return { body: parsed.data };
}
