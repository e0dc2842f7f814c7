import type { z } from 'zod';
import { exportedTally } from '../../api/export-format.ts';
import { createGoalBody, goal } from '../../api/goal.ts';
import { createProjectBody, project } from '../../api/project.ts';
import { createTagBody, tag } from '../../api/tag.ts';
import { createTallyBody } from '../../api/tally.ts';
import { imports as m } from '../../messages/imports.ts';
import type { ImportProblem, PlannedEntry, PlannedGoal, PlannedProject, PlannedTag, ProjectRef } from './plan.ts';

/**
 * One item of an export's list (a project, a tag, an entry, a goal) into the plan's shape: read leniently with the
 * export's schema (extra fields ignored, missing ones left out), then checked with the API's create schema, whose
 * defaults fill what the file left out. A bad item is a problem at its place: its index + 1 in its list, the list
 * named in the message.
 */

/** The words of a zod refusal: each message once (the API's messages where its schemas name them). */
const words = (error: z.ZodError): string => [...new Set(error.issues.map((i) => i.message))].join(' ');

/** Only the fields a file carried, so the create schema's defaults fill the rest. */
function present(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** The export's item schemas, lenient: each field optional (built once: a zod schema compiles on its first use). */
const lenient = {
  project: project.partial(),
  tag: tag.partial(),
  tally: exportedTally.partial(),
  goal: goal.partial(),
};

export class ItemReader {
  readonly problems: ImportProblem[] = [];

  problem(list: string, line: number, message: string): null {
    this.problems.push({ line, message: m.inList(list, message) });
    return null;
  }

  /** The item read with a lenient schema, or null (with its problem). */
  private read<S extends z.ZodType>(schema: S, list: string, line: number, raw: unknown): z.output<S> | null {
    const read = schema.safeParse(raw);
    if (!read.success) return this.problem(list, line, words(read.error));
    return read.data;
  }

  private check<S extends z.ZodType>(schema: S, list: string, line: number, values: Record<string, unknown>): z.output<S> | null {
    const checked = schema.safeParse(present(values));
    if (!checked.success) return this.problem(list, line, words(checked.error));
    return checked.data;
  }

  project(list: string, index: number, raw: unknown): PlannedProject | null {
    const line = index + 1;
    const p = this.read(lenient.project, list, line, raw);
    if (!p) return null;
    if (p.id === undefined) return this.problem(list, line, m.missingId);
    const { title, description, phase, startingBalance, displayOnProfile, starred } = p;
    const body = this.check(createProjectBody, list, line, { title, description, phase, startingBalance, displayOnProfile, starred });
    return body && { key: String(p.id), line, uuid: p.uuid?.toLowerCase() ?? null, body };
  }

  tag(list: string, index: number, raw: unknown): (PlannedTag & { id: number | null }) | null {
    const line = index + 1;
    const t = this.read(lenient.tag, list, line, raw);
    if (!t) return null;
    const body = this.check(createTagBody, list, line, { name: t.name, color: t.color });
    return body && { line, uuid: t.uuid?.toLowerCase() ?? null, body, id: t.id ?? null };
  }

  /** An entry; its project and tags are named by their ids in the file (`projectKeys`, `tagNames`). */
  entry(list: string, index: number, raw: unknown, projectKeys: ReadonlySet<string>, tagNames: ReadonlyMap<number, string>): PlannedEntry | null {
    const line = index + 1;
    const e = this.read(lenient.tally, list, line, raw);
    if (!e) return null;
    if (e.workId === undefined || !projectKeys.has(String(e.workId))) return this.problem(list, line, m.unknownProject(e.workId ?? 0));
    const tags = this.tagNamesOf(list, line, e.tagIds ?? [], tagNames);
    if (!tags) return null;
    // workId only stands in for the project here: the entry names its project by the file's key.
    const body = this.check(createTallyBody, list, line, { date: e.date, workId: 1, measure: e.measure, count: e.count, note: e.note, tags, setTotal: false });
    if (!body) return null;
    const { workId: _project, uuid: _none, ...rest } = body;
    return { line, uuid: e.uuid?.toLowerCase() ?? null, project: { kind: 'planned', key: String(e.workId) }, body: rest };
  }

  goal(list: string, index: number, raw: unknown, projectKeys: ReadonlySet<string>, tagNames: ReadonlyMap<number, string>): PlannedGoal | null {
    const line = index + 1;
    const g = this.read(lenient.goal, list, line, raw);
    if (!g) return null;
    const projects: ProjectRef[] = [];
    for (const id of g.workIds ?? []) {
      if (!projectKeys.has(String(id))) return this.problem(list, line, m.unknownProject(id));
      projects.push({ kind: 'planned', key: String(id) });
    }
    const names = this.tagNamesOf(list, line, g.tagIds ?? [], tagNames);
    if (!names) return null;
    const { title, description, type, parameters, startDate, endDate, displayOnProfile, plan, starred } = g;
    // Stand-in ids of the same number, so the goal's own limits on them are checked.
    const workIds = projects.map((_, i) => i + 1);
    const tagIds = names.map((_, i) => i + 1);
    const body = this.check(createGoalBody, list, line, { title, description, type, parameters, startDate, endDate, workIds, tagIds, displayOnProfile, plan, starred });
    if (!body) return null;
    const { workIds: _w, tagIds: _t, uuid: _u, ...rest } = body;
    return { line, uuid: g.uuid?.toLowerCase() ?? null, body: rest, projects, tagNames: names };
  }

  private tagNamesOf(list: string, line: number, ids: readonly number[], tagNames: ReadonlyMap<number, string>): string[] | null {
    const names: string[] = [];
    for (const id of ids) {
      const name = tagNames.get(id);
      if (name === undefined) return this.problem(list, line, m.unknownTag(id));
      names.push(name);
    }
    return names;
  }
}
