import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CreateProjectBody, SummarizedProject, UpdateProjectBody } from '@inkpace/contracts/api/project';
import { projectStream, type ProjectEvent, type ProjectValues } from '@inkpace/contracts/events/project';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { type Caller } from '@inkpace/infra/http';
import { activeProjectUuid, getProject } from '@inkpace/query-api/projects';
import { writerVolumes } from '@inkpace/projector/progress';
import { balanceCounts, countBoundsProblem, type Volumes } from '@inkpace/contracts/rules/count-bounds';
import type { CommandDeps } from '../pipeline/deps.ts';
import { execute, settle, type CommandMeta, type Decide } from '../pipeline/execute.ts';
import { projectAggregate, type ProjectState } from './project-aggregate.ts';

const notFound = () => new DomainError('NOT_FOUND', messages.errors.notFound);

/** A starting balance stores a count per measure: each within bounds, the writer's volumes too (count-bounds.ts). */
function checkBalance(volumes: Volumes, balance: ProjectValues['startingBalance']): void {
  const problem = countBoundsProblem(volumes, balanceCounts(balance));
  if (problem) throw new DomainError('VALIDATION_FAILED', problem);
}

async function answer(deps: CommandDeps, caller: Caller, id: number, includeDeleted = false): Promise<SummarizedProject> {
  const project = await getProject(deps.db, caller.userId, id, includeDeleted);
  if (!project) throw notFound();
  return project;
}

export async function createProject(deps: CommandDeps, caller: Caller, body: CreateProjectBody, meta: CommandMeta): Promise<SummarizedProject> {
  const uuid = randomUUID();
  const idRow = await sql<{ id: string }>`select nextval('project_ids') as id`.execute(deps.db);
  const id = Number(idRow.rows[0]?.id);
  const volumes = Object.keys(body.startingBalance).length === 0 ? {} : await writerVolumes(deps.db, caller.userId);
  const { position } = await execute(deps, projectStream(uuid), projectAggregate, () => {
    checkBalance(volumes, body.startingBalance);
    return [{ type: 'ProjectCreated', data: { id, uuid, ownerId: caller.userId, ownerUuid: caller.userUuid, ...body } }];
  }, meta);
  await settle(deps, position, projectStream(uuid), { id });
  return answer(deps, caller, id);
}

/**
 * Runs a decision on one of the caller's active projects. Another writer's project, or a deleted one, answers 404
 * exactly like one that does not exist, and nothing is appended.
 */
export async function onOwnProject(deps: CommandDeps, caller: Caller, id: number, decide: Decide<ProjectState, ProjectEvent>, meta: CommandMeta) {
  const uuid = await activeProjectUuid(deps.db, caller.userId, id);
  if (!uuid) throw notFound();
  const result = await execute(deps, projectStream(uuid), projectAggregate, (s, exists) => {
    if (!exists || s.deleted || s.ownerId !== caller.userId) throw notFound();
    return decide(s, exists);
  }, meta);
  await settle(deps, result.position, projectStream(uuid), { id });
  return result;
}

const sameBalance = (a: ProjectValues['startingBalance'], b: ProjectValues['startingBalance']) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Appends only what was sent and differs; starring is its own event (it is not an edit of the project). */
export async function updateProject(deps: CommandDeps, caller: Caller, id: number, body: UpdateProjectBody, meta: CommandMeta): Promise<SummarizedProject> {
  const volumes = body.startingBalance === undefined ? {} : await writerVolumes(deps.db, caller.userId);
  await onOwnProject(deps, caller, id, (s) => {
    const events: ProjectEvent[] = [];
    const changes: Partial<ProjectValues> = {};
    if (body.title !== undefined && body.title !== s.title) changes.title = body.title;
    if (body.description !== undefined && body.description !== s.description) changes.description = body.description;
    if (body.phase !== undefined && body.phase !== s.phase) changes.phase = body.phase;
    if (body.startingBalance !== undefined && !sameBalance(body.startingBalance, s.startingBalance)) {
      checkBalance(volumes, body.startingBalance);
      changes.startingBalance = body.startingBalance;
    }
    if (body.displayOnProfile !== undefined && body.displayOnProfile !== s.displayOnProfile) changes.displayOnProfile = body.displayOnProfile;
    if (Object.keys(changes).length > 0) events.push({ type: 'ProjectEdited', data: { id, ...changes } });
    if (body.starred !== undefined && body.starred !== s.starred) events.push({ type: 'ProjectStarred', data: { id, starred: body.starred } });
    return events;
  }, meta);
  return answer(deps, caller, id);
}

/** Hides the project and its entries; the log keeps both, so they can be restored. */
export async function deleteProject(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<SummarizedProject> {
  await onOwnProject(deps, caller, id, () => [{ type: 'ProjectDeleted', data: { id } }], meta);
  return answer(deps, caller, id, true);
}

/** Records a stored cover file as the project's; returns the project and the file it replaced (to remove). */
export async function setCover(deps: CommandDeps, caller: Caller, id: number, cover: string, meta: CommandMeta) {
  let previous: string | null = null;
  await onOwnProject(deps, caller, id, (s) => {
    previous = s.cover;
    return [{ type: 'ProjectCoverSet', data: { id, cover } }];
  }, meta);
  return { project: await answer(deps, caller, id), previous: previous as string | null };
}

export async function removeCover(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta) {
  let previous: string | null = null;
  await onOwnProject(deps, caller, id, (s) => {
    previous = s.cover;
    return s.cover === null ? [] : [{ type: 'ProjectCoverRemoved', data: { id } }];
  }, meta);
  return { project: await answer(deps, caller, id), previous: previous as string | null };
}
