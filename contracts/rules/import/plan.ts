import type { SettingsChange } from '../../api/account.ts';
import type { CreateGoalBody } from '../../api/goal.ts';
import type { CreateProjectBody } from '../../api/project.ts';
import type { CreateTagBody } from '../../api/tag.ts';
import type { CreateTallyBody } from '../../api/tally.ts';

/**
 * What one import will write, whatever the file was (a NaNoWriMo paste, a CSV, an export zip): every reader turns
 * its file into this, and one importer writes it (issue 29). Nothing here is written until the whole plan is free
 * of problems. `line` is where the item came from (the file's line, or its place in an export's list, from 1), so a
 * problem can say where to look.
 *
 * `uuid` is the item's client-chosen identity: taken from an export, or derived from the row's content by the server
 * when null, so importing the same file again finds everything already there and adds nothing.
 */

/** A project an entry goes to: one the file brings (by its key), or one the writer already has (by id). */
export type ProjectRef = { kind: 'planned'; key: string } | { kind: 'existing'; id: number };

export interface PlannedProject {
  /** How the file's entries and goals name it (an export's id, a CSV's project title, "new"). */
  key: string;
  line: number;
  uuid: string | null;
  body: CreateProjectBody;
}

export interface PlannedTag {
  line: number;
  uuid: string | null;
  body: CreateTagBody;
}

export interface PlannedGoal {
  line: number;
  uuid: string | null;
  /** The goal without its projects and tags, which are named by the plan's keys and tag names instead. */
  body: Omit<CreateGoalBody, 'workIds' | 'tagIds'>;
  projects: ProjectRef[];
  tagNames: string[];
}

export interface PlannedEntry {
  line: number;
  uuid: string | null;
  project: ProjectRef;
  /** The entry without its project; its tags are names, created when the writer lacks them. */
  body: Omit<CreateTallyBody, 'workId'>;
}

export interface ImportProblem {
  line: number;
  message: string;
}

export interface ImportPlan {
  projects: PlannedProject[];
  tags: PlannedTag[];
  goals: PlannedGoal[];
  entries: PlannedEntry[];
  /** An export's settings (applied only to the fields it carries); null for pastes and CSVs. */
  settings: SettingsChange | null;
  problems: ImportProblem[];
}

export const emptyPlan = (): ImportPlan => ({ projects: [], tags: [], goals: [], entries: [], settings: null, problems: [] });
