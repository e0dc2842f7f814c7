import { describe, expect, test } from 'vitest';
import { GOALS_PER_WRITER, createGoalBody, type CreateGoalBody } from '@inkpace/contracts/api/goal';
import { DomainError } from '@inkpace/contracts/errors';
import type { GoalEvent } from '@inkpace/contracts/events/goal';
import { messages } from '@inkpace/contracts/messages';
import { evolveAll, type Loaded } from '../pipeline/aggregate.ts';
import { decideCreateGoals, decideDeleteGoal, decideEditGoal, type OwnedFilters } from './decide.ts';
import { goalAggregate, type GoalState } from './goal-aggregate.ts';

/** Goal decisions on their own: no database, only the state, the body and what the writer owns. */

const v = messages.validation;
const writer = { userId: 7, userUuid: 'c0ffee00-0000-4000-8000-000000000007' };
const ids = [
  { id: 11, uuid: '00000000-0000-4000-8000-00000000000a', streamUuid: '00000000-0000-4000-8000-00000000000a' },
  { id: 12, uuid: '00000000-0000-4000-8000-00000000000b', streamUuid: '00000000-0000-4000-8000-00000000000b' },
];
const owned: OwnedFilters = { projects: new Set([1, 2]), tags: new Set([40]) };
const body = (over: Record<string, unknown> = {}): CreateGoalBody =>
  createGoalBody.parse({ title: 'Draft', type: 'target', parameters: { threshold: { measure: 'word', count: 1000 } }, ...over });
const thrown = (fn: () => unknown): DomainError | null => { try { fn(); } catch (e) { return e as DomainError; } return null; };

/** The goal as its events leave it, loaded the way a command loads it. */
function loaded(events: GoalEvent[]): Loaded<GoalState> {
  const state = evolveAll(goalAggregate, events, { at: '2026-01-01T00:00:00.000Z', by: 'user' });
  return { state, exists: events.length > 0, revision: events.length - 1 };
}
// A goal decision holds goal events only (the decision type is the pipeline's, for every aggregate).
const goalEvents = (decision: ReturnType<typeof decideCreateGoals>): GoalEvent[] => decision.flatMap((s) => s.events) as GoalEvent[];
const created = (over: Record<string, unknown> = {}) => loaded(goalEvents(decideCreateGoals([body(over)], ids, owned, 0, writer)));

describe('creating goals', () => {
  test('a batch is one new stream per goal, with parameters trimmed to the type and each filter id once', () => {
    const decision = decideCreateGoals([
      body({ workIds: [1, 2, 1] }),
      body({ type: 'habit', parameters: { cadence: { unit: 'week', period: 1 }, threshold: { measure: 'time', count: 60 } }, tagIds: [40] }),
    ], ids, owned, 0, writer);
    expect(decision.map((d) => d.streamId)).toEqual([`goal-${ids[0]?.uuid}`, `goal-${ids[1]?.uuid}`]);
    expect(decision[0]?.events[0]).toMatchObject({ type: 'GoalCreated', data: { id: 11, ownerId: 7, workIds: [1, 2], parameters: { threshold: { measure: 'word', count: 1000 } } } });
    expect(decision[1]?.events[0]?.data).toMatchObject({ parameters: { cadence: { unit: 'week', period: 1 }, threshold: { measure: 'time', count: 60 } } });
  });

  test("client uuids: a retry of a recorded goal is left out, other content is a 409, one uuid twice a 400", () => {
    const chosen = '11111111-2222-4333-8444-555555555555';
    // Its identity comes with its id (commands.ts: client-ids.ts).
    const withStream = [{ id: 11, uuid: chosen, streamUuid: 'a1b2c3d4-0000-5000-8000-000000000001' }, ...ids.slice(1)];
    const first = goalEvents(decideCreateGoals([body({ uuid: chosen, workIds: [2, 1, 2] })], withStream, owned, 0, writer))[0];
    expect(first).toMatchObject({ type: 'GoalCreated', data: { id: 11, uuid: chosen, workIds: [2, 1] } });
    const recorded = first?.type === 'GoalCreated' ? first.data : undefined;
    // At the cap, the retry still answers: nothing new is created.
    const again = decideCreateGoals([body({ uuid: chosen, workIds: [2, 1] }), body()], withStream, owned, 0, writer, [recorded]);
    expect(again.map((w) => w.streamId)).toEqual([`goal-${ids[1]?.uuid}`]);
    expect(decideCreateGoals([body({ uuid: chosen, workIds: [2, 1] })], withStream, owned, GOALS_PER_WRITER, writer, [recorded])).toEqual([]);
    expect(thrown(() => decideCreateGoals([body({ uuid: chosen, title: 'Other' })], withStream, owned, 0, writer, [recorded])))
      .toMatchObject({ status: 409, message: messages.errors.uuidTaken });
    expect(thrown(() => decideCreateGoals([body({ uuid: chosen }), body({ uuid: chosen.toUpperCase() })], ids, owned, 0, writer)))
      .toMatchObject({ status: 400, message: v.repeatedClientUuid(chosen) });
  });

  test('a project or tag not owned is named; one bad goal refuses the whole batch; the per-writer cap holds', () => {
    expect(thrown(() => decideCreateGoals([body(), body({ workIds: [3] })], ids, owned, 0, writer))?.message).toBe(v.goalUnknownProject(3));
    expect(thrown(() => decideCreateGoals([body({ tagIds: [41] })], ids, owned, 0, writer))?.message).toBe(v.goalUnknownTag(41));
    expect(thrown(() => decideCreateGoals([body()], ids, owned, GOALS_PER_WRITER, writer))?.message).toBe(v.goalsPerWriter);
    expect(decideCreateGoals([body()], ids, owned, GOALS_PER_WRITER - 1, writer)).toHaveLength(1);
  });
});

describe('editing goals', () => {
  test('only what was sent and differs becomes an event; starring is its own event; nothing sent, nothing written', () => {
    const goal = created({ description: 'old' });
    const decision = decideEditGoal(goal, ids[0]?.uuid ?? '', { title: 'Draft', description: 'new', starred: true }, owned, writer);
    expect(decision[0]?.events).toEqual([
      { type: 'GoalEdited', data: { id: 11, description: 'new' } },
      { type: 'GoalStarred', data: { id: 11, starred: true } },
    ]);
    expect(decideEditGoal(goal, ids[0]?.uuid ?? '', { title: 'Draft' }, owned, writer)).toEqual([]);
  });

  test('the goal as it would be is checked whole: dates, a plan on a habit, new filters', () => {
    const goal = created({ startDate: '2026-03-01', endDate: '2026-03-31', plan: { weekdayWeights: [0, 1, 1, 1, 1, 1, 2], restDates: [] } });
    const edit = (change: Record<string, unknown>) => () => decideEditGoal(goal, ids[0]?.uuid ?? '', change, owned, writer);
    expect(thrown(edit({ startDate: '2026-04-02' }))?.code).toBe('VALIDATION_FAILED');
    expect(thrown(edit({ workIds: [1, 9] }))?.message).toBe(v.goalUnknownProject(9));
    // Turning a target into a habit drops its plan unless one is sent, and a habit needs a cadence.
    expect(thrown(edit({ type: 'habit' }))?.message).toBe(v.habitPeriod);
    const habit = decideEditGoal(goal, ids[0]?.uuid ?? '', { type: 'habit', parameters: { cadence: { unit: 'day', period: 1 } } }, owned, writer);
    expect(habit[0]?.events[0]?.data).toMatchObject({ type: 'habit', plan: null, parameters: { cadence: { unit: 'day', period: 1 }, threshold: { measure: 'word', count: 1000 } } });
  });

  test("another writer's goal, or a deleted one, is not found; deleting is one event", () => {
    const goal = created();
    expect(thrown(() => decideEditGoal(goal, 'x', { title: 'Mine' }, owned, { userId: 8 }))?.code).toBe('NOT_FOUND');
    expect(thrown(() => decideDeleteGoal(goal, 'x', { userId: 8 }))?.code).toBe('NOT_FOUND');
    const [deletion] = decideDeleteGoal(goal, 'x', writer);
    expect(deletion?.events).toEqual([{ type: 'GoalDeleted', data: { id: 11 } }]);
    const gone = loaded([...goalEvents(decideCreateGoals([body()], ids, owned, 0, writer)), ...goalEvents(decideDeleteGoal(goal, 'x', writer))]);
    expect(thrown(() => decideDeleteGoal(gone, 'x', writer))?.code).toBe('NOT_FOUND');
  });
});
