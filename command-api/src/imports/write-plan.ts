import { GOAL_BATCH_MAX } from '@inkpace/contracts/rules/field-limits';
import type { SettingsChange } from '@inkpace/contracts/api/account';
import { tagNameKey } from '@inkpace/contracts/api/tag';
import type { CreateTallyBody } from '@inkpace/contracts/api/tally';
import type { ProjectRef } from '@inkpace/contracts/rules/import/plan';
import { DomainError } from '@inkpace/contracts/errors';
import { WRITE_NOT_VISIBLE_LOG, WriteNotVisibleError, type Caller } from '@inkpace/infra/http';
import { knownUuids, ownTags } from '@inkpace/projector/progress';
import { updateSettings } from '../accounts/index.ts';
import { createGoals, deleteGoal, restoreGoal } from '../goals/index.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { createProject, deleteProject, restoreProject } from '../projects/index.ts';
import { batchTallies, deleteTally, restoreTally } from '../tallies/index.ts';
import { createTag, deleteTag, restoreTag } from '../tags/index.ts';
import type { NewWork } from './new-work.ts';

/**
 * Writing what is new through the API's own commands (tags with their colours, projects, entries in batches with
 * source 'import', goals, settings), so every rule, bound and event is the same as for a writer typing it. Each
 * write is recorded; when one fails, what this import wrote is deleted again (newest first), so a failed import
 * leaves nothing half-done.
 */

/**
 * Entries per batch command: progress moves every few hundred milliseconds, and on this machine 20,000 entries went
 * in faster in batches of 500 (4.7–5.1 s) than of 1,000 or 2,500 (10–14 s, the projector's bigger batches holding
 * each answer longer), measured with the machine shared, so the figures are rough.
 */
const ENTRY_CHUNK = 500;
/** Deletions run this many at a time when undoing. */
const UNDO_CONCURRENCY = 4;

interface Written {
  tags: number[];
  projects: number[];
  /** Only entries in projects the writer already had: a new project's entries go with it. */
  entriesInOldProjects: number[];
  goals: number[];
}

/** Thrown by a progress step when the import was taken back: the next run keeps what this one wrote, so no undo. */
export class ImportTakenBack extends Error {
  constructor() {
    super('the import was taken back while it ran');
  }
}

export interface WriteSteps {
  /** Called after each write with how many items are written so far. */
  progress(done: number): Promise<void>;
}

async function inParallel<T>(items: readonly T[], run: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(UNDO_CONCURRENCY, items.length) }, worker));
}

/** A batch whose write is stored but not yet shown (a 202): its ids are found by the uuids it carried. */
async function batch(deps: CommandDeps, caller: Caller, bodies: CreateTallyBody[], meta: CommandMeta): Promise<number[]> {
  try {
    return (await batchTallies(deps, caller, bodies, meta, { source: 'import' })).map((t) => t.id);
  } catch (error) {
    if (!(error instanceof WriteNotVisibleError)) throw error;
    deps.log.warn({ ...error.details, correlationId: meta.correlationId }, WRITE_NOT_VISIBLE_LOG);
    const found = await knownUuids(deps.db, caller.userId, 'tally', bodies.map((b) => b.uuid ?? ''));
    return [...found.values()];
  }
}

export async function writeWork(
  deps: CommandDeps, caller: Caller, meta: CommandMeta, work: NewWork, settings: SettingsChange | null, steps: WriteSteps,
): Promise<void> {
  const written: Written = { tags: [], projects: [], entriesInOldProjects: [], goals: [] };
  let done = 0;
  const moved = async (n: number) => {
    done += n;
    await steps.progress(done);
  };
  try {
    // What the writer had and deleted comes back first (tags and projects before the entries and goals naming them).
    // One deleted too long ago to restore (the restore window) stays deleted: the import goes on without it.
    const bringBack = async (ids: number[], into: number[], restore: (id: number) => Promise<unknown>) => {
      for (const id of ids) {
        const restored = await restore(id).then(() => true, (error: unknown) => {
          if (error instanceof DomainError && error.code === 'NOT_FOUND') return false;
          throw error;
        });
        if (restored) into.push(id);
        await moved(1);
      }
    };
    await bringBack(work.restore.tags, written.tags, (id) => restoreTag(deps, caller, id, meta));
    await bringBack(work.restore.projects, written.projects, (id) => restoreProject(deps, caller, id, meta));
    await bringBack(work.restore.entries, written.entriesInOldProjects, (id) => restoreTally(deps, caller, id, meta));
    await bringBack(work.restore.goals, written.goals, (id) => restoreGoal(deps, caller, id, meta));
    for (const body of work.tags) {
      written.tags.push((await createTag(deps, caller, body, meta)).id);
      await moved(1);
    }
    const projectIds = new Map(work.projectIds);
    const newKeys = new Set<string>();
    for (const { key, body } of work.projects) {
      const project = await createProject(deps, caller, body, meta);
      written.projects.push(project.id);
      projectIds.set(key, project.id);
      newKeys.add(key);
      await moved(1);
    }
    const idOf = (ref: ProjectRef): number => (ref.kind === 'existing' ? ref.id : projectIds.get(ref.key) ?? 0);
    for (let at = 0; at < work.entries.length; at += ENTRY_CHUNK) {
      const chunk = work.entries.slice(at, at + ENTRY_CHUNK);
      const ids = await batch(deps, caller, chunk.map((e) => ({ ...e.body, workId: idOf(e.project) })), meta);
      ids.forEach((id, i) => {
        const ref = chunk[i]?.project;
        if (ref?.kind === 'existing' || (ref?.kind === 'planned' && !newKeys.has(ref.key))) written.entriesInOldProjects.push(id);
      });
      await moved(chunk.length);
    }
    if (work.goals.length > 0) {
      // Entries may have brought tags of their own: goals name tags by name, so they are read once all are there.
      const tagIds = new Map((await ownTags(deps.db, caller.userId)).map((t) => [tagNameKey(t.name), t.id]));
      for (let at = 0; at < work.goals.length; at += GOAL_BATCH_MAX) {
        const chunk = work.goals.slice(at, at + GOAL_BATCH_MAX);
        const bodies = chunk.map(({ goal, body }) => ({
          ...body, workIds: goal.projects.map(idOf), tagIds: goal.tagNames.map((n) => tagIds.get(tagNameKey(n)) ?? 0),
        }));
        written.goals.push(...(await createGoals(deps, caller, bodies, meta)).map((g) => g.id));
        await moved(chunk.length);
      }
    }
    if (settings && Object.keys(settings).length > 0) await updateSettings(deps, caller.userUuid, settings, meta);
  } catch (error) {
    if (!(error instanceof ImportTakenBack)) await undo(deps, caller, meta, written);
    throw error;
  }
}

/** Deletes what was written, newest kind first; a deletion that fails is logged and the rest still go. */
async function undo(deps: CommandDeps, caller: Caller, meta: CommandMeta, written: Written): Promise<void> {
  const tryTo = (what: string, run: () => Promise<unknown>) => run().catch((err: unknown) => deps.log.error({ err, what }, 'an import could not undo a write'));
  await inParallel(written.goals, (id) => tryTo(`goal ${id}`, () => deleteGoal(deps, caller, id, meta)));
  await inParallel(written.entriesInOldProjects, (id) => tryTo(`entry ${id}`, () => deleteTally(deps, caller, id, meta)));
  await inParallel(written.projects, (id) => tryTo(`project ${id}`, () => deleteProject(deps, caller, id, meta)));
  await inParallel(written.tags, (id) => tryTo(`tag ${id}`, () => deleteTag(deps, caller, id, meta)));
}
