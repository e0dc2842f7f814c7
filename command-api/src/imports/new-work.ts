import type { CreateGoalBody } from '@inkpace/contracts/api/goal';
import type { ImportCounts } from '@inkpace/contracts/api/import';
import type { CreateProjectBody } from '@inkpace/contracts/api/project';
import { tagNameKey, type CreateTagBody } from '@inkpace/contracts/api/tag';
import type { CreateTallyBody } from '@inkpace/contracts/api/tally';
import type { ImportPlan, PlannedEntry, PlannedGoal, ProjectRef } from '@inkpace/contracts/rules/import/plan';
import { deletedAmong, knownUuids, ownTags } from '@inkpace/projector/progress';
import type { CommandDeps } from '../pipeline/deps.ts';
import { planUuids, tagUuid } from './content-uuids.ts';

/**
 * What of a plan is not there yet: every item gets its uuid (the file's, else one from its content), and the ones the
 * writer already has (knownUuids, live or deleted; a tag also by its name) are left out and counted as skipped. So
 * importing the same file again writes nothing.
 */
export interface NewWork {
  tags: CreateTagBody[];
  projects: Array<{ key: string; body: CreateProjectBody }>;
  /** The file's projects the writer already has: key → id. Those created are added as they are written. */
  projectIds: Map<string, number>;
  entries: Array<{ project: ProjectRef; body: Omit<CreateTallyBody, 'workId'> }>;
  goals: Array<{ goal: PlannedGoal; body: Omit<CreateGoalBody, 'workIds' | 'tagIds'> }>;
  /**
   * Things of the file the writer has but deleted (by ids): brought back rather than skipped, so importing a file
   * again after a failed import (which deletes what it wrote) brings it all in.
   */
  restore: { projects: number[]; tags: number[]; entries: number[]; goals: number[] };
  skipped: number;
}

export const newCounts = ({ projects, entries, tags, goals, restore: r, skipped }: NewWork): ImportCounts => ({
  projects: projects.length + r.projects.length, entries: entries.length + r.entries.length, tags: tags.length + r.tags.length,
  goals: goals.length + r.goals.length, skipped,
});

export const itemsToWrite = (work: NewWork): number => {
  const c = newCounts(work);
  return c.projects + c.entries + c.tags + c.goals;
};

/** Of the known things of a kind, the ids the writer deleted; the rest are counted as skipped. */
async function deletedOf(deps: CommandDeps, ownerId: number, kind: 'project' | 'tally' | 'tag' | 'goal', known: Map<string, number>) {
  return deletedAmong(deps.db, ownerId, kind, [...known.values()]);
}

export async function newWork(deps: CommandDeps, ownerId: number, plan: ImportPlan): Promise<NewWork> {
  const uuids = planUuids(plan);
  const [projects, tags, entries, goals, ownTagList] = await Promise.all([
    knownUuids(deps.db, ownerId, 'project', uuids.projects),
    knownUuids(deps.db, ownerId, 'tag', uuids.tags),
    knownUuids(deps.db, ownerId, 'tally', uuids.entries),
    knownUuids(deps.db, ownerId, 'goal', uuids.goals),
    ownTags(deps.db, ownerId),
  ]);
  const [deletedProjects, deletedTags, deletedEntries, deletedGoals] = await Promise.all([
    deletedOf(deps, ownerId, 'project', projects), deletedOf(deps, ownerId, 'tag', tags),
    deletedOf(deps, ownerId, 'tally', entries), deletedOf(deps, ownerId, 'goal', goals),
  ]);
  const restore: NewWork['restore'] = {
    projects: [...deletedProjects], tags: [...deletedTags], entries: [...deletedEntries], goals: [...deletedGoals],
  };
  // Every known thing counts as skipped, except the deleted ones brought back.
  let skipped = -(restore.projects.length + restore.tags.length + restore.entries.length + restore.goals.length);
  const work: NewWork = { tags: [], projects: [], projectIds: new Map(), entries: [], goals: [], restore, skipped: 0 };
  plan.projects.forEach((p, i) => {
    const uuid = uuids.projects[i] as string;
    const id = projects.get(uuid);
    if (id === undefined) work.projects.push({ key: p.key, body: { ...p.body, uuid } });
    else {
      work.projectIds.set(p.key, id);
      skipped += 1;
    }
  });
  const tagNames = new Set(ownTagList.map((t) => tagNameKey(t.name)));
  plan.tags.forEach((t, i) => {
    const uuid = uuids.tags[i] as string;
    if (tags.has(uuid) || tagNames.has(tagNameKey(t.body.name))) skipped += 1;
    else {
      tagNames.add(tagNameKey(t.body.name));
      work.tags.push({ ...t.body, uuid });
    }
  });
  plan.entries.forEach((e: PlannedEntry, i) => {
    const uuid = uuids.entries[i] as string;
    if (entries.has(uuid)) skipped += 1;
    else work.entries.push({ project: e.project, body: { ...e.body, uuid } });
  });
  // Tags named only on entries are created before them (in the default colour), so a failed import can delete them too.
  for (const e of work.entries) {
    for (const name of e.body.tags) {
      if (tagNames.has(tagNameKey(name))) continue;
      tagNames.add(tagNameKey(name));
      work.tags.push({ name, color: 'default', uuid: tagUuid(name) });
    }
  }
  plan.goals.forEach((g, i) => {
    const uuid = uuids.goals[i] as string;
    if (goals.has(uuid)) skipped += 1;
    else work.goals.push({ goal: g, body: { ...g.body, uuid } });
  });
  work.skipped = skipped;
  return work;
}
