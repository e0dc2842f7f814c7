import { randomUUID } from 'node:crypto';
import type { CreateGoalBody, Goal, UpdateGoalBody } from '@inkpace/contracts/api/goal';
import { goalStream } from '@inkpace/contracts/events/goal';
import { notFound } from '@inkpace/contracts/rules/access';
import { goalPolicy } from '@inkpace/contracts/rules/policies/goal';
import type { Caller } from '@inkpace/infra/http';
import { goalView, liveGoalCount, ownedFilters } from '@inkpace/projector/progress';
import { loadAggregate } from '../pipeline/aggregate.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import { allocateIds } from '../pipeline/ids.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { runCommand } from '../pipeline/run.ts';
import { settle } from '../pipeline/settle.ts';
import { decideCreateGoals, decideDeleteGoal, decideEditGoal, decideRestoreGoal, type OwnedFilters } from './decide.ts';
import { goalAggregate } from './goal-aggregate.ts';

/** The goal as the read models show it once the write is applied; a deleted one only when asked (a delete's answer). */
async function answer(deps: CommandDeps, caller: Caller, id: number, deleted = false): Promise<Goal> {
  const view = await goalView(deps.db, id);
  return (deleted ? goalPolicy.answer(view, caller) : goalPolicy.touch(view, caller)).api;
}

/** Which of the projects and tags the goals name are the caller's own, live. */
const ownedOf = (deps: CommandDeps, caller: Caller, goals: ReadonlyArray<Pick<UpdateGoalBody, 'workIds' | 'tagIds'>>): Promise<OwnedFilters> =>
  ownedFilters(deps.db, caller.userId, goals.flatMap((g) => g.workIds ?? []), goals.flatMap((g) => g.tagIds ?? []));

/** Creates goals all-or-nothing, in one append; answers them as the read models show them, in the order sent. */
export async function createGoals(deps: CommandDeps, caller: Caller, bodies: readonly CreateGoalBody[], meta: CommandMeta): Promise<Goal[]> {
  const ids = (await allocateIds(deps.db, 'goal_ids', bodies.length)).map((id) => ({ id, uuid: randomUUID() }));
  const { position } = await runCommand(deps, meta, async () => {
    const [owned, live] = await Promise.all([ownedOf(deps, caller, bodies), liveGoalCount(deps.db, caller.userId)]);
    return decideCreateGoals(bodies, ids, owned, live, caller);
  });
  await settle(deps, position, goalStream(ids[0]?.uuid ?? ''), ids.length === 1 ? { id: ids[0]?.id } : { ids: ids.map((g) => g.id) });
  return Promise.all(ids.map((g) => answer(deps, caller, g.id)));
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
