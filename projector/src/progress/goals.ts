import { sql, type Insertable, type Kysely, type RawBuilder, type Updateable } from 'kysely';
import type { GoalEvent } from '@inkpace/contracts/events/goal';
import type { LifecycleState } from '@inkpace/contracts/rules/lifecycle';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import { LIVE_ROW, lifecycleSet, stateAfter } from '../runtime/lifecycle.ts';
import { streamUuidOf } from '../runtime/projection.ts';
import { bumpVersions } from './contributions.ts';
import { GOAL_FILTERS, goalColumns } from './goal-columns.ts';
import type { GoalsTable, ProgressTables } from './tables.ts';

type Trx = Kysely<ProgressTables>;

/**
 * The goals read model: goals, and per goal and day the sum of the entries that count for it (goal_days). Entries
 * logged are added as they come (goalDaysGrowth, part of the entries' own statement); an edit or delete recounts the
 * days it touched; a goal's new filters, a deleted or restored project or tag recount the goals concerned from the entries.
 */

/** The entry `t` counts for the goal `g`: its measure (if the goal has one), its dates, projects and tags. */
const countsFor = sql`(g.measure is null or t.measure = g.measure)
  and (g.start_date is null or t.date >= g.start_date) and (g.end_date is null or t.date <= g.end_date)
  and (cardinality(g.work_ids) = 0 or t.project_id = any(g.work_ids))
  and (cardinality(g.tag_ids) = 0 or exists (select 1 from tally_tags tt join tags tg on tg.id = tt.tag_id and tg.state = 'active'
    where tt.tally_id = t.id and tt.tag_id = any(g.tag_ids)))`;

/** Recounts `goals` (a condition on g) from the live entries of live projects, on `dates` only when given. */
async function recount(trx: Trx, goals: RawBuilder<unknown>, dates: readonly string[] | null): Promise<void> {
  const onDates = dates ? sql`and date = any(${[...dates]}::date[])` : sql``;
  const entriesOn = dates ? sql`and t.date = any(${[...dates]}::date[])` : sql``;
  await sql`delete from goal_days where goal_id in (select g.id from goals g where ${goals}) ${onDates}`.execute(trx);
  await sql`
    insert into goal_days (goal_id, date, total, entries)
    select g.id, t.date, sum(t.count), count(*) from goals g
    join tallies t on t.owner_id = g.owner_id and t.state = 'active' ${entriesOn}
    join projects p on p.id = t.project_id and p.state = 'active'
    where g.state = 'active' and (${goals}) and ${countsFor}
    group by g.id, t.date`.execute(trx);
}

/** After an entry changed or went: recount the writer's goals on the days it was and is on. */
export const recountDays = (trx: Trx, ownerId: number, dates: readonly string[]): Promise<void> =>
  recount(trx, sql`g.owner_id = ${ownerId}`, [...new Set(dates)]);

const datesOf = async (trx: Trx, query: RawBuilder<{ date: string }>): Promise<string[]> =>
  (await query.execute(trx)).rows.map((r) => r.date);

/** The days a project has entries on (what its deletion can change). */
export const projectDates = (trx: Trx, projectId: number): Promise<string[]> =>
  datesOf(trx, sql<{ date: string }>`select distinct to_char(date, 'YYYY-MM-DD') as date from daily_stats where project_id = ${projectId}`);

/**
 * After a project was deleted (its entries no longer count anywhere): recount the goals it could count for, on the
 * days it has entries. Bounded by the project's own days, never the writer's whole history.
 */
export async function recountProjectGoals(trx: Trx, ownerId: number, projectId: number, dates: readonly string[]): Promise<void> {
  if (dates.length > 0) await recount(trx, sql`g.owner_id = ${ownerId} and (cardinality(g.work_ids) = 0 or ${projectId} = any(g.work_ids))`, dates);
}

/** The days of the entries that carry a tag (deleted or not): what deleting or restoring it can change. */
export const taggedDates = (trx: Trx, tagId: number): Promise<string[]> => datesOf(trx, sql<{ date: string }>`
  select distinct to_char(t.date, 'YYYY-MM-DD') as date from tally_tags tt join tallies t on t.id = tt.tally_id where tt.tag_id = ${tagId}`);

/** After a tag was deleted or restored: recount the goals that name it, on the days its entries are on. */
export async function recountTagGoals(trx: Trx, tagId: number, dates: readonly string[]): Promise<void> {
  if (dates.length > 0) await recount(trx, sql`${tagId} = any(g.tag_ids)`, dates);
}

/**
 * The goal days added by a run of logged entries (`logged`: the entries as tallies.ts `logTallies` sends them, with
 * their tag ids), as one part of the entries' own statement: entries of a batch land in their goals in the same round
 * trip.
 */
export function goalDaysGrowth(): RawBuilder<unknown> {
  return sql`
    insert into goal_days (goal_id, date, total, entries)
    select g.id, t.date, sum(t.count), count(*)
    from logged x
    cross join lateral (select x.o as owner_id, x.p as project_id, x.d as date, x.m as measure, x.c as count, x.tg as tags) t
    join goals g on g.owner_id = t.owner_id and g.state = 'active'
    where (g.measure is null or t.measure = g.measure)
      and (g.start_date is null or t.date >= g.start_date) and (g.end_date is null or t.date <= g.end_date)
      and (cardinality(g.work_ids) = 0 or t.project_id = any(g.work_ids))
      and (cardinality(g.tag_ids) = 0 or t.tags && g.tag_ids)
    group by g.id, t.date
    on conflict (goal_id, date) do update set total = goal_days.total + excluded.total, entries = goal_days.entries + excluded.entries`;
}

/** The measure a goal's entries must be in: a target's, a habit's threshold's, or none (any progress counts). */

export async function applyGoalEvent(trx: Trx, e: GoalEvent, event: RecordedEvent): Promise<void> {
  const at = event.createdAt;
  switch (e.type) {
    case 'GoalCreated': {
      const d = e.data;
      await trx.insertInto('goals').values({
        ...goalColumns.columns(d),
        id: d.id, uuid: d.uuid, stream_uuid: streamUuidOf(event.streamId), owner_id: d.ownerId, starred: d.starred,
        ...LIVE_ROW, created_at: at, updated_at: at,
      } as Insertable<GoalsTable>).execute();
      await recount(trx, sql`g.id = ${d.id}`, null);
      await bumpVersions(trx, [d.ownerId], event.sequence);
      return;
    }
    case 'GoalEdited': {
      const d = e.data;
      const set: Updateable<GoalsTable> = { ...goalColumns.columns(d), updated_at: at };
      const row = await trx.updateTable('goals').set(set).where('id', '=', d.id).returning('owner_id').executeTakeFirst();
      if (GOAL_FILTERS.some((f) => d[f] !== undefined)) await recount(trx, sql`g.id = ${d.id}`, null);
      if (row) await bumpVersions(trx, [row.owner_id], event.sequence);
      return;
    }
    case 'GoalStarred': {
      const row = await trx.updateTable('goals').set({ starred: e.data.starred, updated_at: at }).where('id', '=', e.data.id).returning('owner_id').executeTakeFirst();
      if (row) await bumpVersions(trx, [row.owner_id], event.sequence);
      return;
    }
    case 'GoalDeleted':
    case 'GoalRestored':
      return setGoalState(trx, e.data.id, stateAfter(e.type), event);
  }
}

/** Deleting and restoring a goal, one path: it takes the state, and its days are dropped or counted again. */
async function setGoalState(trx: Trx, id: number, state: LifecycleState, event: RecordedEvent): Promise<void> {
  const row = await trx.updateTable('goals').set({ ...lifecycleSet(state, event.createdAt), updated_at: event.createdAt })
    .where('id', '=', id).returning('owner_id').executeTakeFirst();
  if (state === 'deleted') await trx.deleteFrom('goal_days').where('goal_id', '=', id).execute();
  else await recount(trx, sql`g.id = ${id}`, null);
  if (row) await bumpVersions(trx, [row.owner_id], event.sequence);
}
