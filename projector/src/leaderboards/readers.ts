import { sql, type Kysely } from 'kysely';
import type { Leaderboard, LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import type { DaySettings } from '@inkpace/contracts/rules/settings';
import type { ReadModels } from '../read-models.ts';
import { toLeaderboard, toMemberBio, toTeam, type BoardRow, type MemberRow, type TeamRow } from './json.ts';

/**
 * What the leaderboards read model tells commands and queries. Readers never decide who may see what:
 * contracts/rules/leaderboard-access.ts does, from `BoardAccessView`.
 */
type Db = Kysely<ReadModels>;

/** A board, whether it is live, and the caller's membership of it (null: none): what leaderboard-access looks at. */
export interface BoardAccessView {
  board: BoardRow;
  live: boolean;
  membership: MemberRow | null;
}

/** Members with their account's name and avatar; members whose account is not active are hidden, as the reference. */
const members = (db: Db) => db.selectFrom('leaderboards.members as m')
  .innerJoin('accounts.users as u', 'u.id', 'm.user_id')
  .selectAll('m')
  .select(['u.display_name as account_name', 'u.avatar'])
  .where('u.state', '=', 'active');

/** Spec §4 "Leaderboard ordering": owners first, then participants, then by name. */
const inRosterOrder = (rows: MemberRow[]): MemberRow[] => [...rows].sort((a, b) =>
  Number(b.is_owner) - Number(a.is_owner) || Number(b.is_participant) - Number(a.is_participant)
  || (a.display_name || a.account_name).localeCompare(b.display_name || b.account_name) || a.id - b.id);

export async function boardAccess(db: Db, uuid: string, userId: number): Promise<BoardAccessView | null> {
  const board = await db.selectFrom('leaderboards.boards').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  if (!board) return null;
  const membership = await members(db).where('m.board_id', '=', board.id).where('m.user_id', '=', userId).executeTakeFirst();
  return { board, live: board.state === 'active', membership: membership ?? null };
}

/** A member of this board by id (a member of another board is not found here). */
export async function boardMember(db: Db, boardId: number, memberId: number): Promise<MemberRow | null> {
  return (await members(db).where('m.board_id', '=', boardId).where('m.id', '=', memberId).executeTakeFirst()) ?? null;
}

export async function boardMembers(db: Db, boardId: number): Promise<MemberRow[]> {
  return inRosterOrder(await members(db).where('m.board_id', '=', boardId).execute());
}

/** What a member's today is made of: their account's time zone (null: UTC) and day-end hour. */
export interface MemberDaySettings extends DaySettings {
  memberId: number;
}

/**
 * Every shown member of the board (as `boardMembers`) with their day settings, in one statement by the board's
 * uuid: a board's standings count each participant up to their own today, so its page reads this on every request.
 */
export async function boardMemberDays(db: Db, uuid: string): Promise<MemberDaySettings[]> {
  const res = await sql<{ member_id: number; time_zone: string | null; day_end_hour: number | null }>`
    select m.id as member_id, u.settings->>'timeZone' as time_zone, (u.settings->>'dayEndHour')::integer as day_end_hour
    from leaderboards.boards b
    join leaderboards.members m on m.board_id = b.id
    join accounts.users u on u.id = m.user_id and u.state = 'active'
    where b.uuid = ${uuid}`.execute(db);
  return res.rows.map((r) => ({ memberId: r.member_id, timeZone: r.time_zone, dayEndHour: r.day_end_hour ?? 0 }));
}

/** A team of this board by id (a team of another board is not found here). */
export async function boardTeam(db: Db, boardId: number, teamId: number): Promise<TeamRow | null> {
  return (await db.selectFrom('leaderboards.teams').selectAll().where('board_id', '=', boardId).where('id', '=', teamId).executeTakeFirst()) ?? null;
}

export async function boardTeams(db: Db, boardId: number): Promise<TeamRow[]> {
  return db.selectFrom('leaderboards.teams').selectAll().where('board_id', '=', boardId).orderBy('name').orderBy('id').execute();
}

/** Summaries of `boards` (teams and member bios in two statements for all of them); `starredOf` gives the caller's star. */
async function summaries(db: Db, boards: readonly BoardRow[], starredOf: (b: BoardRow) => boolean): Promise<LeaderboardSummary[]> {
  const ids = boards.map((b) => b.id);
  if (ids.length === 0) return [];
  const [teams, bios] = await Promise.all([
    db.selectFrom('leaderboards.teams').selectAll().where('board_id', 'in', ids).orderBy('name').orderBy('id').execute(),
    members(db).where('m.board_id', 'in', ids).execute(),
  ]);
  const roster = inRosterOrder(bios);
  return boards.map((b) => ({
    ...toLeaderboard(b, starredOf(b)),
    teams: teams.filter((t) => t.board_id === b.id).map(toTeam),
    members: roster.filter((m) => m.board_id === b.id).map(toMemberBio),
  }));
}

/** One board with its teams and members, as the caller sees it. */
export async function boardSummary(db: Db, view: BoardAccessView): Promise<LeaderboardSummary> {
  const [summary] = await summaries(db, [view.board], () => view.membership?.starred ?? false);
  if (!summary) throw new Error(`no summary of board ${view.board.id}`);
  return summary;
}

/** The live boards the writer is a member of (any role): starred first, then by title (spec §4). */
export async function writerBoards(db: Db, userId: number): Promise<LeaderboardSummary[]> {
  const rows = await db.selectFrom('leaderboards.boards as b').innerJoin('leaderboards.members as m', 'm.board_id', 'b.id')
    .selectAll('b').select('m.starred as caller_starred')
    .where('m.user_id', '=', userId).where('b.state', '=', 'active')
    .orderBy('m.starred', 'desc').orderBy('b.title').orderBy('b.id').execute();
  const starred = new Map(rows.map((r) => [r.id, r.caller_starred]));
  return summaries(db, rows, (b) => starred.get(b.id) ?? false);
}

/** The live boards the writer is an owner of, oldest first, as the writer sees them (their export). */
export async function ownedBoards(db: Db, userId: number): Promise<Leaderboard[]> {
  const rows = await db.selectFrom('leaderboards.boards as b').innerJoin('leaderboards.members as m', 'm.board_id', 'b.id')
    .selectAll('b').select('m.starred as caller_starred')
    .where('m.user_id', '=', userId).where('m.is_owner', '=', true).where('b.state', '=', 'active')
    .orderBy('b.id').execute();
  return rows.map((r) => toLeaderboard(r, r.caller_starred));
}

/** How many live boards the writer is on (what BOARDS_PER_WRITER bounds). */
export async function writerBoardCount(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('leaderboards.boards as b').innerJoin('leaderboards.members as m', 'm.board_id', 'b.id')
    .select((eb) => eb.fn.countAll<string>().as('n')).where('m.user_id', '=', userId).where('b.state', '=', 'active').executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The deleted boards the writer is an owner of, deleted since `since` (their "Recently deleted" rows). */
export async function ownedDeletedBoards(db: Db, userId: number, since: Date): Promise<Array<{ id: number; uuid: string; title: string; deletedAt: Date }>> {
  const rows = await db.selectFrom('leaderboards.boards as b').innerJoin('leaderboards.members as m', 'm.board_id', 'b.id')
    .select(['b.id', 'b.uuid', 'b.title', 'b.deleted_at'])
    .where('m.user_id', '=', userId).where('m.is_owner', '=', true).where('b.state', '=', 'deleted').where('b.deleted_at', '>=', since)
    .execute();
  return rows.flatMap((r) => (r.deleted_at ? [{ id: r.id, uuid: r.uuid, title: r.title, deletedAt: r.deleted_at }] : []));
}
