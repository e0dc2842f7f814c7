import type { FastifyInstance } from 'fastify';
import { leaderboardRoutes } from '@inkpace/contracts/api/leaderboard';
import { leaderboardStandingsRoutes, type StandingsPerson, type StandingsValue } from '@inkpace/contracts/api/leaderboard-standings';
import { requireFeedReader } from '@inkpace/contracts/rules/policies/leaderboard';
import { standingsView, type StandingsBoardView } from '@inkpace/contracts/rules/standings-view';
import { boardToday, type StandingsMember } from '@inkpace/contracts/rules/standings';
import { writerToday } from '@inkpace/contracts/rules/settings';
import { registerRoute } from '@inkpace/infra/http';
import {
  boardAccess, boardMemberDays, boardMembers, boardTeams, effectiveName, type BoardRow, type MemberDaySettings, type MemberRow,
} from '@inkpace/projector/leaderboards';
import { boardPageVersion, standingDays } from '@inkpace/projector/progress';
import type { QueryDeps } from '../deps.ts';
import { cachedAt, keyTag, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { accessOf, asMember } from './access.ts';
import { participantsFeed } from './participants.ts';

/**
 * A board's standings (its page's data) and the reference's participants feed, both from the standings read model.
 * The page's data is the same for every member at the same instant: each participant counts up to their own today,
 * whoever looks. So it is cached per board, measure and the members' todays (which move at each one's midnight, with
 * no write), and valid while the board's version (roster and standings) stays the same.
 */

const standingsBoard = (board: BoardRow, teamIds: number[]): StandingsBoardView => ({
  startDate: board.start_date, endDate: board.end_date, goal: board.goal, measures: board.measures, enableTeams: board.enable_teams,
  individualGoalMode: board.individual_goal_mode, fundraiserMode: board.fundraiser_mode, teamIds,
});

const person = (m: MemberRow): StandingsPerson => ({ memberId: m.id, displayName: effectiveName(m), avatar: m.avatar, color: m.color, teamId: m.team_id });

/** Each member's today at `now` (each distinct time zone and day end worked out once). */
function memberTodays(settings: readonly MemberDaySettings[], now: Date): Map<number, string> {
  const byClock = new Map<string, string>();
  const todays = new Map<number, string>();
  for (const member of [...settings].sort((a, b) => a.memberId - b.memberId)) {
    const clock = `${member.timeZone ?? ''}|${member.dayEndHour}`;
    let today = byClock.get(clock);
    if (today === undefined) byClock.set(clock, (today = writerToday(member, now)));
    todays.set(member.memberId, today);
  }
  return todays;
}

async function standingsJson(deps: QueryDeps, board: BoardRow, version: string, todays: ReadonlyMap<number, string>, today: string, measure: StandingsValue['measure'] | undefined): Promise<string> {
  const [members, teams] = await Promise.all([boardMembers(deps.db, board.id), boardTeams(deps.db, board.id)]);
  const days = await standingDays(deps.db, members.filter((m) => m.is_participant).map((m) => m.id));
  const standingsMembers: StandingsMember[] = members.map((m) => ({
    // A member who joined after the todays were read starts at the board's today until the next request.
    id: m.id, today: todays.get(m.id) ?? today, isParticipant: m.is_participant, teamId: m.team_id, goal: m.goal, days: days.get(m.id) ?? [],
  }));
  const view = standingsView(standingsBoard(board, teams.map((t) => t.id)), standingsMembers, measure ?? undefined, today);
  const answer: StandingsValue = { version, today, people: members.filter((m) => m.is_participant).map(person), ...view };
  return JSON.stringify(answer);
}

export function registerStandingsQueries(app: FastifyInstance, deps: QueryDeps, cache: VersionedCache): void {
  registerRoute(app, leaderboardStandingsRoutes.standings, deps.auth, async ({ caller, params, query }) => {
    // Three independent reads in parallel: a cache hit costs one round trip's time.
    const [{ view }, clocks, version] = await Promise.all([
      asMember(deps, params.uuid, caller.userId), boardMemberDays(deps.db, params.uuid), boardPageVersion(deps.db, { uuid: params.uuid }),
    ]);
    const now = deps.clock.now();
    const todays = memberTodays(clocks, now);
    const today = boardToday(todays.values(), writerToday({ timeZone: null, dayEndHour: 0 }, now));
    const key = `board:${view.board.id}|${query.measure ?? ''}|${keyTag([...todays].join(','))}`;
    return cachedAt<StandingsValue>(cache, key, version, `"b${view.board.id}.${version}.${keyTag(key)}"`, () =>
      standingsJson(deps, view.board, version, todays, today, query.measure));
  });

  registerRoute(app, leaderboardRoutes.participants, deps.auth, async ({ caller, params }) => {
    const [view, version] = await Promise.all([boardAccess(deps.db, params.uuid, caller.userId), boardPageVersion(deps.db, { uuid: params.uuid })]);
    requireFeedReader(accessOf(view), view?.board.is_public ?? false, params.uuid);
    if (!view) return [];
    // Every counted entry of every participant: the same for every reader while the board's version holds.
    return participantsFeed(deps, cache, view.board.id, version);
  });
}
