import type { CreateProjectBody, SummarizedProject, UpdateProjectBody } from '@inkpace/contracts/api/project';
import { projectStream } from '@inkpace/contracts/events/project';
import { notFound } from '@inkpace/contracts/rules/access';
import { projectPolicy } from '@inkpace/contracts/rules/policies/project';
import type { Caller } from '@inkpace/infra/http';
import { entryCountsForRestore, projectView, writerVolumes } from '@inkpace/projector/progress';
import { loadAggregate, type Loaded } from '../pipeline/aggregate.ts';
import { identityFor } from '../pipeline/client-ids.ts';
import { latestPosition, recordedCreations, type Recorded } from '../pipeline/created-once.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import type { Decision } from '../pipeline/decision.ts';
import { allocateId } from '../pipeline/ids.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { runCommand } from '../pipeline/run.ts';
import { settle } from '../pipeline/settle.ts';
import {
  decideCreateProject, decideDeleteProject, decideEditProject, decideRemoveCover, decideRestoreProject, decideSetCover, type NewProject,
} from './decide.ts';
import { projectAggregate, type ProjectState } from './project-aggregate.ts';

/** The project as the read models show it once the write is applied (a deleted one only when asked). */
async function answer(deps: CommandDeps, caller: Caller, id: number, deleted = false): Promise<SummarizedProject> {
  const view = await projectView(deps.db, id);
  return (deleted ? projectPolicy.answer(view, caller) : projectPolicy.touch(view, caller)).api;
}

/**
 * Creates a project, under the client's uuid when the body names one: sent again with the same content, it answers
 * the project as it is now (deleted or not) and writes nothing; with other content, a 409 (created-once.ts).
 */
export async function createProject(deps: CommandDeps, caller: Caller, body: CreateProjectBody, meta: CommandMeta): Promise<SummarizedProject> {
  const { uuid: clientUuid, ...values } = body;
  const { uuid, streamUuid } = identityFor(caller.userUuid, 'project', clientUuid);
  const stream = projectStream(streamUuid);
  const id = await allocateId(deps.db, 'project_ids');
  let earlier: Recorded<NewProject> | undefined;
  const { position } = await runCommand(deps, meta, async () => {
    // Read again on every attempt: a create that lost a race to the same uuid finds the winner's here.
    earlier = clientUuid === undefined ? undefined : (await recordedCreations<NewProject>(deps.store, [stream])).get(stream);
    const volumes = Object.keys(body.startingBalance).length === 0 ? {} : await writerVolumes(deps.db, caller.userId);
    return decideCreateProject({ id, uuid, ownerId: caller.userId, ownerUuid: caller.userUuid, ...values }, streamUuid, volumes, earlier?.data);
  });
  const madeId = earlier?.data.id ?? id;
  await settle(deps, latestPosition(position, earlier ? [earlier] : []), stream, { id: madeId });
  return answer(deps, caller, madeId, madeId !== id);
}

/**
 * Runs a decision on one of the caller's live projects: another writer's, or a deleted one, answers 404 exactly like
 * one that does not exist, and nothing is appended.
 */
async function onOwnProject(
  deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta, decide: (project: Loaded<ProjectState>, uuid: string) => Promise<Decision> | Decision,
): Promise<void> {
  const uuid = projectPolicy.touch(await projectView(deps.db, id), caller).uuid;
  const { position } = await runCommand(deps, meta, async () => decide(await loadAggregate(deps.store, projectStream(uuid), projectAggregate), uuid));
  await settle(deps, position, projectStream(uuid), { id });
}

export async function updateProject(deps: CommandDeps, caller: Caller, id: number, body: UpdateProjectBody, meta: CommandMeta): Promise<SummarizedProject> {
  await onOwnProject(deps, caller, id, meta, async (project, uuid) => {
    const volumes = body.startingBalance === undefined ? {} : await writerVolumes(deps.db, caller.userId);
    return decideEditProject(project, uuid, body, volumes, caller);
  });
  return answer(deps, caller, id);
}

export async function deleteProject(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<SummarizedProject> {
  await onOwnProject(deps, caller, id, meta, (project, uuid) => decideDeleteProject(project, uuid, caller));
  return answer(deps, caller, id, true);
}

/** Brings back one of the caller's projects deleted in the restore window, with its entries (anything else: 404). */
export async function restoreProject(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<SummarizedProject> {
  const view = await projectView(deps.db, id);
  if (!view) throw notFound();
  const { position } = await runCommand(deps, meta, async () => {
    const [project, entries] = await Promise.all([
      loadAggregate(deps.store, projectStream(view.uuid), projectAggregate), entryCountsForRestore(deps.db, caller.userId, id),
    ]);
    return decideRestoreProject(project, view.uuid, caller, deps.clock.now(), entries);
  });
  await settle(deps, position, projectStream(view.uuid), { id });
  return answer(deps, caller, id);
}

/** Records a stored cover file as the project's; returns the project and the file it replaced (to remove). */
export async function setCover(deps: CommandDeps, caller: Caller, id: number, cover: string, meta: CommandMeta) {
  let previous: string | null = null;
  await onOwnProject(deps, caller, id, meta, (project, uuid) => {
    const decided = decideSetCover(project, uuid, cover, caller);
    previous = decided.previous;
    return decided.decision;
  });
  return { project: await answer(deps, caller, id), previous: previous as string | null };
}

export async function removeCover(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta) {
  let previous: string | null = null;
  await onOwnProject(deps, caller, id, meta, (project, uuid) => {
    const decided = decideRemoveCover(project, uuid, caller);
    previous = decided.previous;
    return decided.decision;
  });
  return { project: await answer(deps, caller, id), previous: previous as string | null };
}
