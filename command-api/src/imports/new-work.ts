import type { CreateGoalBody } from '@inkpace/contracts/api/goal';
import type { ImportCounts } from '@inkpace/contracts/api/import';
import type { CreateProjectBody } from '@inkpace/contracts/api/project';
import { tagNameKey, type CreateTagBody } from '@inkpace/contracts/api/tag';
import type { CreateTallyBody } from '@inkpace/contracts/api/tally';
import type { ImportPlan, PlannedEntry, PlannedGoal, ProjectRef } from '@inkpace/contracts/rules/import/plan';
import { knownUuids, ownTags } from '@inkpace/projector/progress';
import type { CommandDeps } from '../pipeline/deps.ts';
import { planUuids } from './content-uuids.ts';

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
  skipped: number;
}

export const newCounts = (work: NewWork): ImportCounts => ({
  projects: work.projects.length, entries: work.entries.length, tags: work.tags.length, goals: work.goals.length, skipped: work.skipped,
});

export const itemsToWrite = (work: NewWork): number => work.tags.length + work.projects.length + work.entries.length + work.goals.length;

export async function newWork(deps: CommandDeps, ownerId: number, plan: ImportPlan): Promise<NewWork> {
  const uuids = planUuids(plan);
  const [projects, tags, entries, goals, ownTagList] = await Promise.all([
    knownUuids(deps.db, ownerId, 'project', uuids.projects),
    knownUuids(deps.db, ownerId, 'tag', uuids.tags),
    knownUuids(deps.db, ownerId, 'tally', uuids.entries),
    knownUuids(deps.db, ownerId, 'goal', uuids.goals),
    ownTags(deps.db, ownerId),
  ]);
  let skipped = 0;
  const work: NewWork = { tags: [], projects: [], projectIds: new Map(), entries: [], goals: [], skipped: 0 };
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
  plan.goals.forEach((g, i) => {
    const uuid = uuids.goals[i] as string;
    if (goals.has(uuid)) skipped += 1;
    else work.goals.push({ goal: g, body: { ...g.body, uuid } });
  });
  work.skipped = skipped;
  return work;
}
