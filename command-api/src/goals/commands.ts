import type { CreateGoalBody, Goal, UpdateGoalBody } from '@inkpace/contracts/api/goal';
import { goalStream } from '@inkpace/contracts/events/goal';
import { notFound } from '@inkpace/contracts/rules/access';
import { goalPolicy } from '@inkpace/contracts/rules/policies/goal';
import type { Caller } from '@inkpace/infra/http';
import { goalView, liveGoalCount, ownedFilters } from '@inkpace/projector/progress';
import { loadAggregate } from '../pipeline/aggregate.ts';
import { identityFor } from '../pipeline/client-ids.ts';
import { latestPosition, recordedCreations, type Recorded } from '../pipeline/created-once.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import { allocateIds } from '../pipeline/ids.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { runCommand } from '../pipeline/run.ts';
import { settle } from '../pipeline/settle.ts';
import { decideCreateGoals, decideDeleteGoal, decideEditGoal, decideRestoreGoal, type GoalCreated, type OwnedFilters } from './decide.ts';
import { goalAggregate } from './goal-aggregate.ts';

/** The goal as the read models show it once the write is applied; a deleted one only when asked (a delete's answer). */
async function answer(deps: CommandDeps, caller: Caller, id: number, deleted = false): Promise<Goal> {
  const view = await goalView(deps.db, id);
  return (deleted ? goalPolicy.answer(view, caller) : goalPolicy.touch(view, caller)).api;
}

/** Which of the projects and tags the goals name are the caller's own, live. */
const ownedOf = (deps: CommandDeps, caller: Caller, goals: ReadonlyArray<Pick<UpdateGoalBody, 'workIds' | 'tagIds'>>): Promise<OwnedFilters> =>
  ownedFilters(deps.db, caller.userId, goals.flatMap((g) => g.workIds ?? []), goals.flatMap((g) => g.tagIds ?? []));

/**
 * Creates goals all-or-nothing, in one append; answers them as the read models show them, in the order sent. A goal
 * whose client uuid was already used with the same content is not created again: it answers as it is now
 * (created-once.ts).
 */
export async function createGoals(deps: CommandDeps, caller: Caller, bodies: readonly CreateGoalBody[], meta: CommandMeta): Promise<Goal[]> {
  const ids = (await allocateIds(deps.db, 'goal_ids', bodies.length)).map((id, i) => ({ id, ...identityFor(caller.userUuid, 'goal', bodies[i]?.uuid) }));
  const clientStreams = ids.filter((_g, i) => bodies[i]?.uuid !== undefined).map((g) => goalStream(g.streamUuid));
  let earlier = new Map<string, Recorded<GoalCreated>>();
  const { position } = await runCommand(deps, meta, async () => {
    // Read again on every attempt: a create that lost a race to the same uuid finds the winner's here.
    const [owned, live, recorded] = await Promise.all([
      ownedOf(deps, caller, bodies), liveGoalCount(deps.db, caller.userId), recordedCreations<GoalCreated>(deps.store, clientStreams),
    ]);
    earlier = recorded;
    return decideCreateGoals(bodies, ids, owned, live, caller, ids.map((g) => recorded.get(goalStream(g.streamUuid))?.data));
  });
  const made = ids.map((g) => earlier.get(goalStream(g.streamUuid))?.data.id ?? g.id);
  const resource = made.length === 1 ? { id: made[0] } : { ids: made };
  await settle(deps, latestPosition(position, earlier.values()), goalStream(ids[0]?.streamUuid ?? ''), resource);
  return Promise.all(made.map((id, i) => answer(deps, caller, id, id !== ids[i]?.id)));
}

export async function createGoal(deps: CommandDeps, caller: Caller, body: CreateGoalBody, meta: CommandMeta): Promise<Goal> {
  const [goal] = await createGoals(deps, caller, [body], meta);
  if (!goal) throw notFound();
  return goal;
}

export async function updateGoal(deps: CommandDeps, caller: Caller, id: number, body: UpdateGoalBody, meta: CommandMeta): Promise<Goal> {
  const uuid = goalPolicy.touch(await goalView(deps.db, id), caller).uuid;
  const { position } = await runCommand(deps, meta, async () => {
    const [goal, owned] = await Promise.all([loadAggregate(deps.store, goalStream(uuid), goalAggregate), ownedOf(deps, caller, [body])]);
    return decideEditGoal(goal, uuid, body, owned, caller);
  });
  await settle(deps, position, goalStream(uuid), { id });
  return answer(deps, caller, id);
}

export async function deleteGoal(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<Goal> {
  const uuid = goalPolicy.touch(await goalView(deps.db, id), caller).uuid;
  const { position } = await runCommand(deps, meta, async () =>
    decideDeleteGoal(await loadAggregate(deps.store, goalStream(uuid), goalAggregate), uuid, caller));
  await settle(deps, position, goalStream(uuid), { id });
  return answer(deps, caller, id, true);
}

/** Brings back one of the caller's goals deleted in the restore window (anything else is a 404, decided on the stream). */
export async function restoreGoal(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<Goal> {
  const view = await goalView(deps.db, id);
  if (!view) throw notFound();
  const { position } = await runCommand(deps, meta, async () => {
    const [goal, live] = await Promise.all([loadAggregate(deps.store, goalStream(view.uuid), goalAggregate), liveGoalCount(deps.db, caller.userId)]);
    return decideRestoreGoal(goal, view.uuid, caller, deps.clock.now(), live);
  });
  await settle(deps, position, goalStream(view.uuid), { id });
  return answer(deps, caller, id);
}
