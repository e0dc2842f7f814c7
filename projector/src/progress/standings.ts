import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { LeaderboardEvent } from '@inkpace/contracts/events/leaderboard';
import { countedMeasures } from '@inkpace/contracts/rules/leaderboard-entries';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import type { ProgressTables } from './tables.ts';

type Trx = Kysely<ProgressTables>;
type Data<T extends LeaderboardEvent['type']> = Extract<LeaderboardEvent, { type: T }>['data'];

/**
 * The standings read model (standing-tables.ts): per member of a board, the day sums of the entries that count for
 * them. Entries logged are added as they come (standingDaysGrowth, part of the entries' own statement); an entry
 * edited or deleted recounts the writer's memberships on the days it touched; a member's new filters, a board's new
 * dates or measures, a deleted project or tag recount only the memberships concerned. Every change bumps the
 * board's version, which notifies the board's open pages.
 */

/**
 * contracts/rules/leaderboard-entries.ts `entryCountsForMember`, as SQL over a member `m` (standing_members, whose
 * `counted` and dates already hold the board's side) and an entry `t` (date, measure, project_id); `tagged` says
 * whether the entry has one of the member's tags. Random sequences of changes are checked against the TypeScript
 * rule (standings-model.test.ts).
 */
export const countsFor = (tagged: RawBuilder<unknown>) => sql`t.measure = any(m.counted)
  and (m.start_date is null or t.date >= m.start_date) and (m.end_date is null or t.date <= m.end_date)
  and (cardinality(m.work_ids) = 0 or t.project_id = any(m.work_ids))
  and (cardinality(m.tag_ids) = 0 or ${tagged})`;
const storedTagged = sql`exists (select 1 from tally_tags tt join tags tg on tg.id = tt.tag_id and tg.state = 'active'
  where tt.tally_id = t.id and tt.tag_id = any(m.tag_ids))`;

/** Marks boards as changed at this log position (the trigger notifies their pages). */
function bumpBoards(boards: RawBuilder<unknown>, position: bigint): RawBuilder<unknown> {
  return sql`
    insert into board_versions (board_id, version) select distinct b, ${position.toString()}::bigint from (${boards}) as changed(b)
    on conflict (board_id) do update set version = greatest(board_versions.version, excluded.version)`;
}

/**
 * Recounts the memberships `members` (a condition on m) from the live entries of live projects, on `dates` only when given.
 * Lateral, so each member's own entries are read by index (a plain join may start from everyone's).
 */
async function recount(trx: Trx, members: RawBuilder<unknown>, dates: readonly string[] | null, position: bigint): Promise<void> {
  const onDates = dates ? sql`and date = any(${[...dates]}::date[])` : sql``;
  const entriesOn = dates ? sql`and t.date = any(${[...dates]}::date[])` : sql``;
  await sql`delete from standing_days where member_id in (select m.member_id from standing_members m where ${members}) ${onDates}`.execute(trx);
  await sql`
    insert into standing_days (member_id, date, measure, total, entries)
    select m.member_id, t.date, t.measure, sum(t.count), count(*) from standing_members m
    cross join lateral (
      select t.id, t.date, t.measure, t.count, t.project_id from tallies t join projects p on p.id = t.project_id and p.state = 'active'
      where t.owner_id = m.user_id and t.state = 'active' ${entriesOn} and ${countsFor(storedTagged)}
    ) t
    where (${members})
    group by m.member_id, t.date, t.measure`.execute(trx);
  await bumpBoards(sql`select m.board_id from standing_members m where ${members}`, position).execute(trx);
}

/** After an entry changed or went: recount the writer's memberships on the days it was and is on. */
export const recountWriterStandings = (trx: Trx, ownerId: number, dates: readonly string[], position: bigint): Promise<void> =>
  recount(trx, sql`m.user_id = ${ownerId}`, [...new Set(dates)], position);

/** After a project was deleted: the writer's memberships it could count for, on the days it has entries (`dates`). */
export async function recountProjectStandings(trx: Trx, ownerId: number, projectId: number, dates: readonly string[], position: bigint): Promise<void> {
  if (dates.length > 0) await recount(trx, sql`m.user_id = ${ownerId} and (cardinality(m.work_ids) = 0 or ${projectId} = any(m.work_ids))`, dates, position);
}

/** After a tag was deleted or restored: the memberships that name it, on the days its entries are on. */
export async function recountTagStandings(trx: Trx, tagId: number, dates: readonly string[], position: bigint): Promise<void> {
  if (dates.length > 0) await recount(trx, sql`${tagId} = any(m.tag_ids)`, dates, position);
}

/**
 * The logged entries (`logged`: the entries as tallies.ts `logTallies` sends them, parsed once) as rows `t` joined to
 * the memberships of their writers.
 */
const loggedAgainstMembers = sql`
  from logged x
  cross join lateral (select x.o as owner_id, x.p as project_id, x.d as date, x.m as measure, x.c as count, x.tg as tags) t
  join standing_members m on m.user_id = t.owner_id
  where ${countsFor(sql`t.tags && m.tag_ids`)}`;

/**
 * The standing days added by a run of logged entries, and the version bump of the boards they reach: two parts of
 * the entries' own statement (they touch different tables), so a writer on five boards still logs in one round trip.
 */
export function standingDaysGrowth(position: bigint): RawBuilder<unknown>[] {
  return [
    sql`
      insert into standing_days (member_id, date, measure, total, entries)
      select m.member_id, t.date, t.measure, sum(t.count), count(*) ${loggedAgainstMembers}
      group by m.member_id, t.date, t.measure
      on conflict (member_id, date, measure) do update
        set total = standing_days.total + excluded.total, entries = standing_days.entries + excluded.entries`,
    bumpBoards(sql`select m.board_id ${loggedAgainstMembers}`, position),
  ];
}

/** What decides which entries count for a member, from the board's row and the member's own values. */
async function memberScope(trx: Trx, boardId: number, goalMeasure: MeasureName | null) {
  const board = await trx.selectFrom('standing_boards').selectAll().where('board_id', '=', boardId).executeTakeFirst();
  if (!board) return null;
  const counted = countedMeasures(
    { startDate: board.start_date, endDate: board.end_date, measures: board.measures, individualGoalMode: board.individual_goal_mode },
    { goal: goalMeasure ? { measure: goalMeasure, count: 0 } : null, workIds: [], tagIds: [] },
  );
  return { counted: [...counted], start_date: board.start_date, end_date: board.end_date };
}

const SCOPE_FIELDS = ['startDate', 'endDate', 'measures', 'individualGoalMode'] as const;
const FILTER_FIELDS = ['goal', 'workIds', 'tagIds'] as const;

async function boardIdOf(trx: Trx, streamId: string): Promise<number | null> {
  const row = await trx.selectFrom('standing_boards').select('board_id').where('uuid', '=', streamId.slice('leaderboard-'.length)).executeTakeFirst();
  return row?.board_id ?? null;
}

/** Rescopes every member of a board after its dates, measures or mode changed (one update per goal measure), and recounts them. */
async function rescopeBoard(trx: Trx, boardId: number, position: bigint): Promise<void> {
  const goals = await trx.selectFrom('standing_members').select('goal_measure').distinct().where('board_id', '=', boardId).execute();
  for (const { goal_measure } of goals) {
    const scope = await memberScope(trx, boardId, goal_measure);
    if (!scope) continue;
    const ofGoal = trx.updateTable('standing_members').set(scope).where('board_id', '=', boardId);
    await (goal_measure === null ? ofGoal.where('goal_measure', 'is', null) : ofGoal.where('goal_measure', '=', goal_measure)).execute();
  }
  await recount(trx, sql`m.board_id = ${boardId}`, null, position);
}

export async function applyStandingsEvent(trx: Trx, e: LeaderboardEvent, event: RecordedEvent): Promise<void> {
  const position = event.sequence;
  switch (e.type) {
    case 'LeaderboardCreated': {
      const d = e.data;
      await trx.insertInto('standing_boards').values({
        board_id: d.id, uuid: d.uuid, start_date: d.startDate, end_date: d.endDate, measures: d.measures, individual_goal_mode: d.individualGoalMode,
      }).execute();
      return;
    }
    case 'LeaderboardEdited': {
      const d: Data<'LeaderboardEdited'> = e.data;
      if (!SCOPE_FIELDS.some((f) => d[f] !== undefined)) return;
      const set: { start_date?: string | null; end_date?: string | null; measures?: MeasureName[]; individual_goal_mode?: boolean } = {};
      if (d.startDate !== undefined) set.start_date = d.startDate;
      if (d.endDate !== undefined) set.end_date = d.endDate;
      if (d.measures !== undefined) set.measures = d.measures;
      if (d.individualGoalMode !== undefined) set.individual_goal_mode = d.individualGoalMode;
      await trx.updateTable('standing_boards').set(set).where('board_id', '=', d.id).execute();
      await rescopeBoard(trx, d.id, position);
      return;
    }
    case 'LeaderboardDeleted':
    case 'LeaderboardRestored':
      // A deleted board keeps its standings, kept up to date like a live one's, so a restore shows them as they are
      // (every read reaches them through the board, which the leaderboards projection marks deleted).
      await bumpBoards(sql`select ${e.data.id}::integer`, position).execute(trx);
      return;
    case 'MemberJoined': {
      const d = e.data;
      const boardId = await boardIdOf(trx, event.streamId);
      const scope = boardId === null ? null : await memberScope(trx, boardId, d.goal?.measure ?? null);
      if (boardId === null || !scope) return;
      await trx.insertInto('standing_members').values({
        member_id: d.memberId, board_id: boardId, user_id: d.userId, goal_measure: d.goal?.measure ?? null, work_ids: d.workIds, tag_ids: d.tagIds, ...scope,
      }).execute();
      await recount(trx, sql`m.member_id = ${d.memberId}`, null, position);
      return;
    }
    case 'ParticipationEdited': {
      const d = e.data;
      if (!FILTER_FIELDS.some((f) => d[f] !== undefined)) return;
      const member = await trx.selectFrom('standing_members').selectAll().where('member_id', '=', d.memberId).executeTakeFirst();
      if (!member) return;
      const goalMeasure = d.goal !== undefined ? (d.goal?.measure ?? null) : member.goal_measure;
      const scope = await memberScope(trx, member.board_id, goalMeasure);
      await trx.updateTable('standing_members').set({
        goal_measure: goalMeasure, work_ids: d.workIds ?? member.work_ids, tag_ids: d.tagIds ?? member.tag_ids, ...scope,
      }).where('member_id', '=', d.memberId).execute();
      await recount(trx, sql`m.member_id = ${d.memberId}`, null, position);
      return;
    }
    case 'MemberLeft':
    case 'MemberKicked': {
      const member = await trx.deleteFrom('standing_members').where('member_id', '=', e.data.memberId).returning('board_id').executeTakeFirst();
      await trx.deleteFrom('standing_days').where('member_id', '=', e.data.memberId).execute();
      if (member) await bumpBoards(sql`select ${member.board_id}::integer`, position).execute(trx);
      return;
    }
    default:
      // Stars, roles, teams and names do not change which entries count (the leaderboards projection keeps them).
      return;
  }
}
