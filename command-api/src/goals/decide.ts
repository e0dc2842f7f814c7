import { GOALS_PER_WRITER, goalShapeProblem, normalizedParameters, type CreateGoalBody, type UpdateGoalBody } from '@inkpace/contracts/api/goal';
import { DomainError } from '@inkpace/contracts/errors';
import { GOAL_EDITABLE_FIELDS, goalStream, type GoalEvent, type GoalValues } from '@inkpace/contracts/events/goal';
import { messages } from '@inkpace/contracts/messages';
import type { Actor } from '@inkpace/contracts/rules/access';
import type { Loaded } from '../pipeline/aggregate.ts';
import { changedFields, isEmpty, sentFields } from '../pipeline/changes.ts';
import { checkDistinctClientUuids } from '../pipeline/client-ids.ts';
import { repeatsCreation } from '../pipeline/created-once.ts';
import { newStream, writeTo, type Decision } from '../pipeline/decision.ts';
import { decideDelete, decideRestore, ownLiveState } from '../pipeline/lifecycle.ts';
import { checkOwnedFilters as checkFilters, type OwnedFilters } from '../pipeline/owned-filters.ts';
import type { GoalState } from './goal-aggregate.ts';

export type { OwnedFilters };

/** Goals as pure decisions: given the goal's state and which of the named projects and tags are the writer's. */

const v = messages.validation;
type Writer = Pick<Actor, 'userId'> & { userUuid: string };

const unique = (ids: readonly number[]): number[] => [...new Set(ids)];

/** The values a goal stores: parameters trimmed to what its type uses, each filter id once. */
function storedValues(g: Omit<GoalValues, 'parameters'> & { parameters: CreateGoalBody['parameters'] }): GoalValues {
  const problem = goalShapeProblem(g);
  if (problem) throw new DomainError('VALIDATION_FAILED', problem.message);
  const parameters = normalizedParameters(g);
  if (!parameters) throw new DomainError('VALIDATION_FAILED', g.type === 'target' ? v.targetThreshold : v.habitPeriod);
  return { ...g, parameters, workIds: unique(g.workIds), tagIds: unique(g.tagIds) };
}

/** A new goal's id and identity (its public uuid and its stream's: client-ids.ts). */
export interface NewGoal {
  id: number;
  uuid: string;
  streamUuid: string;
}

export type GoalCreated = Extract<GoalEvent, { type: 'GoalCreated' }>['data'];

/**
 * Creates goals all-or-nothing (one goal is a batch of one): each checked whole, every project and tag named must be
 * the writer's, and the writer's live goals stay within GOALS_PER_WRITER. `recorded[i]`: the creation already on
 * goal i's stream (its client uuid sent again): a retry is left out of the write, other content refuses the batch
 * (409); a client uuid named twice in the batch refuses it too (400).
 */
export function decideCreateGoals(
  bodies: readonly CreateGoalBody[], ids: readonly NewGoal[], owned: OwnedFilters, liveGoals: number, writer: Writer,
  recorded: ReadonlyArray<GoalCreated | undefined> = [],
): Decision {
  checkDistinctClientUuids(bodies.map((b) => b.uuid));
  const fresh = bodies.flatMap((body, i) => {
    const goal = ids[i];
    if (!goal) throw new Error('a goal without an id');
    const { starred, uuid: _clientUuid, ...rest } = body;
    const values = storedValues(rest);
    if (repeatsCreation({ starred, ...values }, recorded[i])) return [];
    checkFilters(values, owned);
    return [{ goal, starred, values }];
  });
  if (fresh.length > 0 && liveGoals + fresh.length > GOALS_PER_WRITER) throw new DomainError('VALIDATION_FAILED', v.goalsPerWriter);
  return fresh.map(({ goal, starred, values }) => newStream(goalStream(goal.streamUuid), [{
    type: 'GoalCreated', data: { id: goal.id, uuid: goal.uuid, ownerId: writer.userId, ownerUuid: writer.userUuid, starred, ...values },
  }]));
}

const ownGoal = (goal: Loaded<GoalState>, writer: Pick<Actor, 'userId'>): GoalState => ownLiveState(goal, writer);

/**
 * Changes only what was sent and differs. Parameters sent are laid over the current ones (a habit's new threshold
 * keeps its cadence); a goal that becomes a habit loses its plan unless one is sent. The goal as it would be is
 * checked as a whole. Starring is its own event.
 */
export function decideEditGoal(goal: Loaded<GoalState>, uuid: string, body: UpdateGoalBody, owned: OwnedFilters, writer: Pick<Actor, 'userId'>): Decision {
  const s = ownGoal(goal, writer);
  const type = body.type ?? s.type;
  const merged = {
    ...s, ...sentFields(body),
    type,
    parameters: { ...s.parameters, ...(body.parameters ?? {}) },
    plan: body.plan !== undefined ? body.plan : type === 'habit' ? null : s.plan,
  };
  const next = storedValues(merged);
  const changes = changedFields<GoalValues, keyof GoalValues>(s, next, GOAL_EDITABLE_FIELDS);
  if (changes.workIds || changes.tagIds) checkFilters({ workIds: changes.workIds ?? [], tagIds: changes.tagIds ?? [] }, owned);
  const events: GoalEvent[] = [];
  if (!isEmpty(changes)) events.push({ type: 'GoalEdited', data: { id: s.id, ...changes } });
  if (body.starred !== undefined && body.starred !== s.starred) events.push({ type: 'GoalStarred', data: { id: s.id, starred: body.starred } });
  return events.length === 0 ? [] : [writeTo(goalStream(uuid), goal, events)];
}

export const decideDeleteGoal = (goal: Loaded<GoalState>, uuid: string, writer: Pick<Actor, 'userId'>): Decision =>
  decideDelete(goal, goalStream(uuid), writer, (s) => ({ type: 'GoalDeleted', data: { id: s.id } }));

/** The goal as it was, with its filters; its days are counted again from the live entries. It counts as a new live goal. */
export const decideRestoreGoal = (goal: Loaded<GoalState>, uuid: string, writer: Pick<Actor, 'userId'>, now: Date, liveGoals: number): Decision =>
  decideRestore(goal, goalStream(uuid), writer, now, (s) => {
    if (liveGoals + 1 > GOALS_PER_WRITER) throw new DomainError('VALIDATION_FAILED', v.goalsPerWriter);
    return { type: 'GoalRestored', data: { id: s.id } };
  });
