import type { UpdateProjectBody } from '@inkpace/contracts/api/project';
import { DomainError } from '@inkpace/contracts/errors';
import { PROJECT_EDITABLE_FIELDS, projectStream, type ProjectEvent, type ProjectValues } from '@inkpace/contracts/events/project';
import type { Actor } from '@inkpace/contracts/rules/access';
import { balanceCounts, countBoundsProblem, entriesLimitProblem, type Volumes } from '@inkpace/contracts/rules/count-bounds';
import type { Loaded } from '../pipeline/aggregate.ts';
import { repeatsCreation } from '../pipeline/created-once.ts';
import { newStream, writeTo, type Decision } from '../pipeline/decision.ts';
import { decideDelete, decideRestore, ownLiveState } from '../pipeline/lifecycle.ts';
import type { ProjectState } from './project-aggregate.ts';

/** Projects as pure decisions: given the project's state (and the writer's volumes), what to append. */

export type NewProject = Extract<ProjectEvent, { type: 'ProjectCreated' }>['data'];


/** Values compare by content; a balance's measures in any order are the same balance. */
const canonical = (value: unknown): string =>
  JSON.stringify(value !== null && typeof value === 'object' ? Object.entries(value).sort(([a], [b]) => a.localeCompare(b)) : value);

/** A starting balance stores a count per measure: each within bounds, the writer's volumes too. */
function checkBalance(volumes: Volumes, balance: ProjectValues['startingBalance']): void {
  const problem = countBoundsProblem(volumes, balanceCounts(balance));
  if (problem) throw new DomainError('VALIDATION_FAILED', problem);
}

/**
 * Creates the project on its stream (`streamUuid`: client-ids.ts). A stream that already holds a creation
 * (`recorded`) makes this a retry when the fields sent match it (nothing to write), and a 409 when they do not.
 */
export function decideCreateProject(project: NewProject, streamUuid: string, volumes: Volumes, recorded: NewProject | null = null): Decision {
  const { id: _id, uuid: _uuid, ownerId: _ownerId, ownerUuid: _ownerUuid, ...sent } = project;
  if (repeatsCreation(sent, recorded)) return [];
  checkBalance(volumes, project.startingBalance);
  return [newStream(projectStream(streamUuid), [{ type: 'ProjectCreated', data: project }])];
}

/** The caller's own live project, or a 404 exactly like a missing one. */
const ownProject = (project: Loaded<ProjectState>, actor: Pick<Actor, 'userId'>): ProjectState => ownLiveState(project, actor);

/** Appends only what was sent and differs; starring is its own event (it is not an edit of the project). */
export function decideEditProject(project: Loaded<ProjectState>, uuid: string, body: UpdateProjectBody, volumes: Volumes, actor: Pick<Actor, 'userId'>): Decision {
  const s = ownProject(project, actor);
  const changes: Partial<ProjectValues> = {};
  for (const field of PROJECT_EDITABLE_FIELDS) {
    const value = body[field];
    if (value !== undefined && canonical(value) !== canonical(s[field])) Object.assign(changes, { [field]: value });
  }
  if (changes.startingBalance) checkBalance(volumes, changes.startingBalance);
  const events: ProjectEvent[] = [];
  if (Object.keys(changes).length > 0) events.push({ type: 'ProjectEdited', data: { id: s.id, ...changes } });
  if (body.starred !== undefined && body.starred !== s.starred) events.push({ type: 'ProjectStarred', data: { id: s.id, starred: body.starred } });
  return events.length === 0 ? [] : [writeTo(projectStream(uuid), project, events)];
}

/** Hides the project and its entries; the log keeps both, so they can be restored. */
export const decideDeleteProject = (project: Loaded<ProjectState>, uuid: string, actor: Pick<Actor, 'userId'>): Decision =>
  decideDelete(project, projectStream(uuid), actor, (s) => ({ type: 'ProjectDeleted', data: { id: s.id } }));

/**
 * Brings the project back with its entries (those not deleted on their own). Its live entries count again, so the
 * writer's entry bound is checked as for new ones (`liveEntries`: the writer's live entries now; `entries`: the project's).
 */
export function decideRestoreProject(
  project: Loaded<ProjectState>, uuid: string, actor: Pick<Actor, 'userId'>, now: Date, entries: { live: number; project: number },
): Decision {
  return decideRestore(project, projectStream(uuid), actor, now, (s) => {
    const tooMany = entriesLimitProblem(entries.live, entries.project);
    if (tooMany) throw new DomainError('VALIDATION_FAILED', tooMany);
    return { type: 'ProjectRestored', data: { id: s.id } };
  });
}

/** A new cover (a stored file); the one it replaces is named so its file can go once this is recorded. */
export function decideSetCover(project: Loaded<ProjectState>, uuid: string, cover: string, actor: Pick<Actor, 'userId'>): { decision: Decision; previous: string | null } {
  const s = ownProject(project, actor);
  return { decision: [writeTo(projectStream(uuid), project, [{ type: 'ProjectCoverSet', data: { id: s.id, cover } }])], previous: s.cover };
}

export function decideRemoveCover(project: Loaded<ProjectState>, uuid: string, actor: Pick<Actor, 'userId'>): { decision: Decision; previous: string | null } {
  const s = ownProject(project, actor);
  if (s.cover === null) return { decision: [], previous: null };
  return { decision: [writeTo(projectStream(uuid), project, [{ type: 'ProjectCoverRemoved', data: { id: s.id } }])], previous: s.cover };
}
