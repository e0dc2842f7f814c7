import { projectRoutes, type SummarizedProject } from '@inkpace/contracts/api/project';
import { tallyRoutes } from '@inkpace/contracts/api/tally';
import { messages } from '@inkpace/contracts/messages';
import { NEW_PROJECT_MARKER } from '@inkpace/contracts/rules/import/limits';
import { readNanoPaste, type PastedUpdate } from '@inkpace/contracts/rules/import/nano-paste';
import { nanoPlan, type NanoTarget } from '@inkpace/contracts/rules/import/nano-plan';
import type { ImportProblem } from '@inkpace/contracts/rules/import/plan';
import { call } from '../../../app/api.ts';
import { progressChanged } from '../../../app/progress-cache.ts';
import { isWritePending } from '../../../ui/api-error.ts';

const m = messages.imports;

/**
 * A paste the wizard accepted, with the identities it will write under: chosen once, when the paste is accepted,
 * so an import tried again (after a failure, or Back and Import) finds what the first try stored and logs nothing
 * twice. The same text accepted again keeps them.
 */
export interface AcceptedPaste {
  text: string;
  updates: PastedUpdate[];
  entryUuids: string[];
  projectUuid: string;
}

export function acceptPaste(text: string, previous: AcceptedPaste | null): { accepted: AcceptedPaste } | { problems: ImportProblem[] } {
  const { updates, problems } = readNanoPaste(text);
  if (problems.length > 0) return { problems };
  if (previous?.text === text) return { accepted: previous };
  return { accepted: { text, updates, entryUuids: updates.map(() => crypto.randomUUID()), projectUuid: crypto.randomUUID() } };
}

/** Step 3's choice: a project id, or NEW_PROJECT_MARKER with the new project's title. */
export interface ProjectChoice {
  projectId: number | null;
  newTitle: string;
}

export const isNewProject = (choice: ProjectChoice): boolean => choice.projectId === NEW_PROJECT_MARKER;

const targetOf = (choice: ProjectChoice): NanoTarget =>
  isNewProject(choice) ? { kind: 'new', title: choice.newTitle } : { kind: 'existing', id: choice.projectId ?? NEW_PROJECT_MARKER };

/**
 * What is wrong with the choice for this paste, or null: "Please select a project." (spec §5) for none or one the
 * writer does not have; for a new project, what nanoPlan finds wrong (the spec's words for no title, else the API's).
 */
export function choiceProblem(choice: ProjectChoice, projects: readonly SummarizedProject[], pasteText: string): string | null {
  if (isNewProject(choice)) return nanoPlan(pasteText, targetOf(choice)).problems[0]?.message ?? null;
  return projects.some((p) => p.id === choice.projectId) ? null : m.projectRequired;
}

export interface PasteSummary {
  entries: number;
  firstDate: string;
  lastDate: string;
  totalWords: number;
}

export function summarize(updates: readonly PastedUpdate[]): PasteSummary {
  const dates = updates.map((u) => u.date).sort();
  return {
    entries: updates.length,
    firstDate: dates[0] ?? '',
    lastDate: dates.at(-1) ?? '',
    totalWords: updates.reduce((sum, u) => sum + u.count, 0),
  };
}

/** A failed import, with the spec's words for what failed (§8). */
export class NanoImportError extends Error {}

export interface NanoImported {
  projectId: number;
  entries: number;
  /** The server's words when it stored the entries but cannot show them yet (a 202); null otherwise. */
  pending: string | null;
}

/**
 * Step 5 (spec §4, §9): creates the new project when one was chosen, then logs every update in one batch (all or
 * nothing), each under the uuid chosen when the paste was accepted.
 */
export async function runNanoImport(
  paste: AcceptedPaste | null,
  choice: ProjectChoice,
  projects: readonly SummarizedProject[],
  /** The project an earlier try created under this paste's project uuid, and where to say one was created. */
  created: { id: number | null; onCreated(id: number): void },
): Promise<NanoImported> {
  // nanoPlan says what the import writes (spec §9: the new project's defaults; word entries, not totals).
  const plan = paste && nanoPlan(paste.text, targetOf(choice));
  if (!paste || !plan || plan.problems.length > 0 || plan.entries.length !== paste.entryUuids.length || choiceProblem(choice, projects, paste.text) !== null) {
    throw new NanoImportError(m.invalidStart);
  }
  let projectId = choice.projectId ?? NEW_PROJECT_MARKER;
  const newProject = plan.projects[0];
  if (newProject && created.id !== null) projectId = created.id;
  else if (newProject) {
    try {
      const made = await call(projectRoutes.create, { body: { ...newProject.body, uuid: paste.projectUuid } });
      projectId = made.id;
      created.onCreated(made.id);
    } catch {
      throw new NanoImportError(m.createProjectFailed);
    } finally {
      progressChanged();
    }
  }
  const body = plan.entries.map((entry, i) => ({ ...entry.body, uuid: paste.entryUuids[i], workId: projectId }));
  let pending: string | null = null;
  try {
    await call(tallyRoutes.batch, { body });
  } catch (error) {
    // A 202: every entry is stored, the lists only lag behind. Sending it again would be answered from the uuids.
    if (!isWritePending(error)) throw new NanoImportError(m.importFailed);
    pending = error.message;
  } finally {
    progressChanged();
  }
  return { projectId, entries: body.length, pending };
}
