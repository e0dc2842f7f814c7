import { z } from 'zod';
import { updateSettingsBody } from '../../api/account.ts';
import { INKPACE_JSON, REFERENCE_JSON } from '../../api/export-format.ts';
import { imports as m } from '../../messages/imports.ts';
import { ItemReader } from './export-items.ts';
import { emptyPlan, type ImportPlan } from './plan.ts';

/**
 * The two export files an import reads (issue 29; docs/export-format.md): the established tracker's
 * trackbear-progress-data.json and Inkpace's inkpace.json, each into an ImportPlan. Items keep the uuids the file
 * gives them, so importing the same export twice finds them all already there.
 */

/** The lists of a file, leniently: each an array of anything (each item is read on its own), absent = empty. */
const list = z.array(z.unknown()).optional().default([]);
const referenceLists = z.object({ tallies: list, projects: list, targets: list, habits: list, tags: list });
const inkpaceLists = z.object({
  format: z.literal('inkpace'),
  version: z.number().int().min(1),
  account: z.object({ settings: z.record(z.string(), z.unknown()).optional() }).optional(),
  projects: list, tags: list, goals: list, entries: list,
});

const unreadable = (): ImportPlan => ({ ...emptyPlan(), problems: [{ line: 1, message: m.exportUnreadable }] });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
}

interface Lists {
  projects: { name: string; items: unknown[] };
  tags: { name: string; items: unknown[] };
  goals: Array<{ name: string; items: unknown[] }>;
  entries: { name: string; items: unknown[] };
}

/** Projects and tags first (entries and goals name them by their ids in the file), then entries and goals. */
function planFromLists(lists: Lists): ImportPlan {
  const reader = new ItemReader();
  const plan = emptyPlan();
  for (const [i, raw] of lists.projects.items.entries()) {
    const p = reader.project(lists.projects.name, i, raw);
    if (p) plan.projects.push(p);
  }
  const tagNames = new Map<number, string>();
  for (const [i, raw] of lists.tags.items.entries()) {
    const t = reader.tag(lists.tags.name, i, raw);
    if (!t) continue;
    if (t.id !== null) tagNames.set(t.id, t.body.name);
    plan.tags.push({ line: t.line, uuid: t.uuid, body: t.body });
  }
  // Keys of every project the file has, good or bad: an entry of a refused project is not a second problem.
  const projectKeys = new Set(lists.projects.items.map((raw) => String((raw as { id?: unknown } | null)?.id)));
  for (const [i, raw] of lists.entries.items.entries()) {
    const e = reader.entry(lists.entries.name, i, raw, projectKeys, tagNames);
    if (e) plan.entries.push(e);
  }
  for (const goals of lists.goals) {
    for (const [i, raw] of goals.items.entries()) {
      const g = reader.goal(goals.name, i, raw, projectKeys, tagNames);
      if (g) plan.goals.push(g);
    }
  }
  plan.problems.push(...reader.problems);
  return plan;
}

/** trackbear-progress-data.json: tallies, projects, targets, habits and tags as the reference exports them. */
export function planFromReferenceExport(text: string): ImportPlan {
  const read = referenceLists.safeParse(parseJson(text));
  if (!read.success) return unreadable();
  const d = read.data;
  return planFromLists({
    projects: { name: 'projects', items: d.projects },
    tags: { name: 'tags', items: d.tags },
    entries: { name: 'tallies', items: d.tallies },
    goals: [{ name: 'targets', items: d.targets }, { name: 'habits', items: d.habits }],
  });
}

/** inkpace.json (any version up to this build's): the reference's lists plus the writer's settings. */
export function planFromInkpaceExport(text: string): ImportPlan {
  const read = inkpaceLists.safeParse(parseJson(text));
  if (!read.success) return unreadable();
  const d = read.data;
  const plan = planFromLists({
    projects: { name: 'projects', items: d.projects },
    tags: { name: 'tags', items: d.tags },
    entries: { name: 'entries', items: d.entries },
    goals: [{ name: 'goals', items: d.goals }],
  });
  if (d.account?.settings) {
    // Only the settings this build knows: a later version's extra ones are left out, not refused.
    const known = Object.entries(d.account.settings).filter(([name]) => Object.hasOwn(updateSettingsBody.shape, name));
    const settings = updateSettingsBody.safeParse(Object.fromEntries(known));
    if (settings.success) plan.settings = settings.data;
    else plan.problems.push({ line: 1, message: m.inList('account.settings', [...new Set(settings.error.issues.map((i) => i.message))].join(' ')) });
  }
  return plan;
}

/** The export file an import reads from a zip, in order of preference. */
export const EXPORT_DATA_FILES = [INKPACE_JSON, REFERENCE_JSON] as const;
