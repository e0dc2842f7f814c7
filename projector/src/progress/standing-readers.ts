import { sql, type Kysely } from 'kysely';
import type { Participant } from '@inkpace/contracts/api/leaderboard-member';
import type { LeaderboardDay } from '@inkpace/contracts/rules/standings';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import type { ReadModels } from '../read-models.ts';
import { countsFor } from './standings.ts';

type Db = Kysely<ReadModels>;

/**
 * What the standings read model tells the query side: a board's version (its roster's and its standings' log
 * positions: equal versions mean an equal board page), and each member's day sums.
 */
export async function boardPageVersion(db: Db, board: { id: number } | { uuid: string }): Promise<string> {
  const which = 'id' in board ? sql`b.id = ${board.id}` : sql`b.uuid = ${board.uuid}`;
  const res = await sql<{ version: string }>`
    select b.version::text || '.' || coalesce(v.version, 0)::text as version
    from leaderboards.boards b left join progress.board_versions v on v.board_id = b.id where ${which}`.execute(db);
  return res.rows[0]?.version ?? '0.0';
}

/** What a board's open live streams are told: its page version, and which viewers are still members. */
export interface BoardLiveState {
  version: string;
  /** Those of the asked user ids who are still members of the board (none once it is deleted). */
  members: Set<number>;
}

/** The board's version and which of `userIds` are still on it, in one statement. */
export async function boardLiveState(db: Db, boardId: number, userIds: readonly number[]): Promise<BoardLiveState> {
  const res = await sql<{ version: string; members: number[] }>`
    select b.version::text || '.' || coalesce(v.version, 0)::text as version,
      case when b.state = 'active' then array(
        select m.user_id from leaderboards.members m where m.board_id = b.id and m.user_id = any(${[...userIds]}::integer[])
      ) else '{}'::integer[] end as members
    from leaderboards.boards b left join progress.board_versions v on v.board_id = b.id where b.id = ${boardId}`.execute(db);
  const row = res.rows[0];
  return { version: row?.version ?? '0.0', members: new Set(row?.members ?? []) };
}

/** Per member, their days on the board (only the entries that count for them), oldest first. */
export async function standingDays(db: Db, memberIds: readonly number[]): Promise<Map<number, LeaderboardDay[]>> {
  const out = new Map<number, LeaderboardDay[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return out;
  const rows = await sql<{ member_id: number; date: string; measure: MeasureName; total: string }>`
    select member_id, to_char(date, 'YYYY-MM-DD') as date, measure, total::text as total from progress.standing_days
    where member_id = any(${[...memberIds]}::integer[]) order by member_id, date`.execute(db);
  for (const row of rows.rows) {
    const days = out.get(row.member_id);
    if (!days) continue;
    const last = days.at(-1);
    const day = last?.date === row.date ? last : { date: row.date, counts: {} };
    if (day !== last) days.push(day);
    day.counts[row.measure] = Number(row.total);
  }
  return out;
}

/**
 * The raw entries that count for each member (the reference's participants feed, server-behaviour §3.10), newest
 * last, chosen by the same rule the standings read model applies (standings.ts `countsFor`).
 */
export async function countedEntries(db: Db, memberIds: readonly number[]): Promise<Map<number, Participant['tallies']>> {
  const out = new Map<number, Participant['tallies']>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return out;
  // Lateral, so the plan starts from the members and reads each one's own entries by index (starting from all
  // projects or all entries, as the planner may choose for a plain join, reads everyone's).
  const rows = await sql<{ member_id: number; uuid: string; date: string; measure: MeasureName; count: string }>`
    select m.member_id, t.uuid, to_char(t.date, 'YYYY-MM-DD') as date, t.measure, t.count::text as count
    from progress.standing_members m
    cross join lateral (
      select t.id, t.uuid, t.date, t.measure, t.count from progress.tallies t
      join progress.projects p on p.id = t.project_id and p.state = 'active'
      where t.owner_id = m.user_id and t.state = 'active'
        and ${countsFor(sql`exists (select 1 from progress.tally_tags tt join progress.tags tg on tg.id = tt.tag_id and tg.state = 'active' where tt.tally_id = t.id and tt.tag_id = any(m.tag_ids))`)}
    ) t
    where m.member_id = any(${[...memberIds]}::integer[])
    order by m.member_id, t.date, t.id`.execute(db);
  for (const row of rows.rows) out.get(row.member_id)?.push({ uuid: row.uuid, date: row.date, measure: row.measure, count: Number(row.count) });
  return out;
}

/**
 * How many entries count for each member (the length of their part of the participants feed), from the day sums:
 * one row per member, day and measure, never the entries.
 */
export async function countedEntryCounts(db: Db, memberIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(memberIds.map((id) => [id, 0]));
  if (memberIds.length === 0) return out;
  const rows = await sql<{ member_id: number; entries: string }>`
    select member_id, sum(entries)::text as entries from progress.standing_days
    where member_id = any(${[...memberIds]}::integer[]) group by member_id`.execute(db);
  for (const row of rows.rows) out.set(row.member_id, Number(row.entries));
  return out;
}
