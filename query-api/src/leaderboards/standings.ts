import type { FastifyInstance } from 'fastify';
import { leaderboardRoutes } from '@inkpace/contracts/api/leaderboard';
import { leaderboardStandingsRoutes, type StandingsPerson, type StandingsValue } from '@inkpace/contracts/api/leaderboard-standings';
import { requireFeedReader } from '@inkpace/contracts/rules/leaderboard-access';
import { standingsView, type StandingsBoardView } from '@inkpace/contracts/rules/standings-view';
import type { StandingsMember } from '@inkpace/contracts/rules/standings';
import { registerRoute } from '@inkpace/infra/http';
import { boardAccess, boardMembers, boardTeams, effectiveName, type BoardRow, type MemberRow } from '@inkpace/projector/leaderboards';
import { boardPageVersion, standingDays } from '@inkpace/projector/progress';
import type { QueryDeps } from '../deps.ts';
import { cachedAt, keyTag, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { writerDay } from '../pipeline/writer-day.ts';
import { accessOf, asMember } from './access.ts';
import { participantsFeed } from './participants.ts';

/**
 * A board's standings (its page's data) and the reference's participants feed, both from the standings read model.
 * The page's data is the same for every member with the same today, so it is cached per board, today and measure,
 * and valid while the board's version (roster and standings) stays the same.
 */

const standingsBoard = (board: BoardRow, teamIds: number[]): StandingsBoardView => ({
  startDate: board.start_date, endDate: board.end_date, goal: board.goal, measures: board.measures, enableTeams: board.enable_teams,
  individualGoalMode: board.individual_goal_mode, fundraiserMode: board.fundraiser_mode, teamIds,
});

const person = (m: MemberRow): StandingsPerson => ({ memberId: m.id, displayName: effectiveName(m), avatar: m.avatar, color: m.color, teamId: m.team_id });

async function standingsJson(deps: QueryDeps, board: BoardRow, version: string, today: string, measure: StandingsValue['measure'] | undefined): Promise<string> {
  const [members, teams] = await Promise.all([boardMembers(deps.db, board.id), boardTeams(deps.db, board.id)]);
  const days = await standingDays(deps.db, members.filter((m) => m.is_participant).map((m) => m.id));
  const standingsMembers: StandingsMember[] = members.map((m) => ({
    id: m.id, isParticipant: m.is_participant, teamId: m.team_id, goal: m.goal, days: days.get(m.id) ?? [],
  }));
  const view = standingsView(standingsBoard(board, teams.map((t) => t.id)), standingsMembers, measure ?? undefined, today);
  const answer: StandingsValue = { version, today, people: members.filter((m) => m.is_participant).map(person), ...view };
  return JSON.stringify(answer);
}

export function registerStandingsQueries(app: FastifyInstance, deps: QueryDeps, cache: VersionedCache): void {
  registerRoute(app, leaderboardStandingsRoutes.standings, deps.auth, async ({ caller, params, query }) => {
    // Three independent reads in parallel: a cache hit costs one round trip's time.
    const [{ view }, day, version] = await Promise.all([
      asMember(deps, params.uuid, caller.userId), writerDay(deps, caller), boardPageVersion(deps.db, { uuid: params.uuid }),
    ]);
    const key = `board:${view.board.id}|${day.today}|${query.measure ?? ''}`;
    return cachedAt<StandingsValue>(cache, key, version, `"b${view.board.id}.${version}.${keyTag(key)}"`, () =>
      standingsJson(deps, view.board, version, day.today, query.measure));
  });

  registerRoute(app, leaderboardRoutes.participants, deps.auth, async ({ caller, params }) => {
    const [view, version] = await Promise.all([boardAccess(deps.db, params.uuid, caller.userId), boardPageVersion(deps.db, { uuid: params.uuid })]);
    requireFeedReader(accessOf(view), view?.board.is_public ?? false, params.uuid);
    if (!view) return [];
    // Every counted entry of every participant: the same for every reader while the board's version holds.
    return participantsFeed(deps, cache, view.board.id, version);
  });
}
