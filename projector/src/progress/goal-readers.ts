import { sql, type Kysely } from 'kysely';
import type { Goal } from '@inkpace/contracts/api/goal';
import type { GoalDay } from '@inkpace/contracts/rules/goal-days';
import type { ReadModels } from '../read-models.ts';
import type { View } from '../runtime/view.ts';
import { goalColumns } from './goal-columns.ts';

type Db = Kysely<ReadModels>;

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A goal in the API's shape (alias g = progress.goals). */
export const goalJson = sql`jsonb_build_object(
  'id', g.id, 'uuid', g.uuid, 'createdAt', ${iso('g.created_at')}, 'updatedAt', ${iso('g.updated_at')}, 'state', g.state,
  'ownerId', g.owner_id, ${sql.raw(goalColumns.jsonArguments('g'))}, 'starred', g.starred)`;

export async function goalView(db: Db, id: number): Promise<View<Goal> | null> {
  const res = await sql<{ uuid: string; owner_id: number; state: string; api: Goal }>`
    select g.stream_uuid as uuid, g.owner_id, g.state, ${goalJson} as api from progress.goals g where g.id = ${id}`.execute(db);
  const row = res.rows[0];
  return row ? { uuid: row.uuid, ownerId: row.owner_id, live: row.state === 'active', api: row.api } : null;
}

/** A goal with what its entries add up to: the sum of their counts and how many there are. */
export interface GoalWithSums {
  goal: Goal;
  total: number;
  entries: number;
}

/** The writer's live goals (oldest first; clients sort) with their sums, in one statement. */
export async function ownGoalsWithSums(db: Db, ownerId: number): Promise<GoalWithSums[]> {
  const res = await sql<{ goal: Goal; total: string; entries: string }>`
    select ${goalJson} as goal, coalesce(s.total, 0)::text as total, coalesce(s.entries, 0)::text as entries
    from progress.goals g
    left join lateral (select sum(total) as total, sum(entries) as entries from progress.goal_days d where d.goal_id = g.id) s on true
    where g.owner_id = ${ownerId} and g.state = 'active' order by g.id`.execute(db);
  return res.rows.map((r) => ({ goal: r.goal, total: Number(r.total), entries: Number(r.entries) }));
}

/** A goal's days: what its entries add up to on each day they are on, oldest first. */
export async function goalDays(db: Db, goalId: number): Promise<GoalDay[]> {
  const res = await sql<{ date: string; total: string; entries: number }>`
    select date, total::text as total, entries from progress.goal_days where goal_id = ${goalId} order by date`.execute(db);
  return res.rows.map((r) => ({ date: r.date, count: Number(r.total), entries: r.entries }));
}

/** Which of `projectIds` and `tagIds` are the writer's own live projects and tags (what a goal may name). */
export async function ownedFilters(db: Db, ownerId: number, projectIds: readonly number[], tagIds: readonly number[]): Promise<{ projects: Set<number>; tags: Set<number> }> {
  const res = await sql<{ projects: number[] | null; tags: number[] | null }>`
    select
      (select array_agg(id) from progress.projects where owner_id = ${ownerId} and state = 'active' and id = any(${[...projectIds]}::integer[])) as projects,
      (select array_agg(id) from progress.tags where owner_id = ${ownerId} and state = 'active' and id = any(${[...tagIds]}::integer[])) as tags`.execute(db);
  const row = res.rows[0];
  return { projects: new Set(row?.projects ?? []), tags: new Set(row?.tags ?? []) };
}

/** How many live goals the writer has (what GOALS_PER_WRITER bounds). */
export async function liveGoalCount(db: Db, ownerId: number): Promise<number> {
  const row = await db.selectFrom('progress.goals').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_id', '=', ownerId).where('state', '=', 'active').executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A goal with its days (what every goal rule reads). */
export interface GoalWithDays {
  goal: Goal;
  ownerId: number;
  live: boolean;
  days: GoalDay[];
}

/** Goals with their days in one statement: one goal by id (any owner: the caller checks), or some of a writer's live ones. */
export async function goalsWithDays(db: Db, which: { id: number } | { ownerId: number; ids: readonly number[] }): Promise<GoalWithDays[]> {
  const where = 'id' in which ? sql`g.id = ${which.id}`
    : sql`g.owner_id = ${which.ownerId} and g.state = 'active' and g.id = any(${[...which.ids]}::integer[])`;
  const res = await sql<{ goal: Goal; owner_id: number; state: string; days: GoalDay[] }>`
    select ${goalJson} as goal, g.owner_id, g.state,
      coalesce((select json_agg(json_build_object('date', d.date, 'count', d.total, 'entries', d.entries) order by d.date)
        from progress.goal_days d where d.goal_id = g.id), '[]'::json) as days
    from progress.goals g where ${where} order by g.id`.execute(db);
  return res.rows.map((r) => ({ goal: r.goal, ownerId: r.owner_id, live: r.state === 'active', days: r.days }));
}

/** The dates the writer has entries on (live projects), oldest first, up to `until` (the writing streak's input). */
export async function writingDates(db: Db, ownerId: number, until: string): Promise<string[]> {
  const res = await sql<{ date: string }>`
    select date from progress.writing_days where owner_id = ${ownerId} and entries > 0 and date <= ${until}::date order by date`.execute(db);
  return res.rows.map((r) => r.date);
}
