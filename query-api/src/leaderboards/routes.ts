import type { FastifyInstance } from 'fastify';
import { leaderboardRoutes as routes } from '@inkpace/contracts/api/leaderboard';
import { messages } from '@inkpace/contracts/messages';
import { notFound } from '@inkpace/contracts/rules/access';
import { requireJoinable, requireLiveBoard } from '@inkpace/contracts/rules/policies/leaderboard';
import { registerRoute } from '@inkpace/infra/http';
import {
  boardAccess, boardMembers, boardSummary, boardTeam, boardTeams, toMembership, toParticipation, toTeam, writerBoards,
} from '@inkpace/projector/leaderboards';
import type { LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import type { QueryDeps } from '../deps.ts';
import { cachedAt, keyTag, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { asMember as asBoardMember } from './access.ts';

/**
 * The read routes of /leaderboard. Members (any role) see their board, its roster and teams; everyone else gets the
 * 404 of a board that does not exist (leaderboard-access), except for the look-up by join code, which any signed-in
 * writer may make while the board takes new members.
 * Standings, the participants feed and the live stream: standings.ts and live.ts.
 */

export function registerLeaderboardQueries(app: FastifyInstance, deps: QueryDeps, cache: VersionedCache): void {
  /** The board when the caller is a member of it (else a 404), with their membership. */
  const asMember = (uuid: string, userId: number) => asBoardMember(deps, uuid, userId);

  registerRoute(app, routes.list, deps.auth, async ({ caller }) => writerBoards(deps.db, caller.userId));
  registerRoute(app, routes.get, deps.auth, async ({ caller, params }) => {
    const { view, me } = await asMember(params.uuid, caller.userId);
    // The same for every member but for their own star: cached per board and star while the board's version holds.
    const key = `summary:${view.board.id}|${me.starred}`;
    return cachedAt<LeaderboardSummary>(cache, key, view.board.version, `"s${view.board.id}.${view.board.version}.${keyTag(key)}"`, async () =>
      JSON.stringify(await boardSummary(deps.db, view)));
  });
  registerRoute(app, routes.getByJoinCode, deps.auth, async ({ caller, params }) => {
    const view = requireLiveBoard(await boardAccess(deps.db, params.joincode, caller.userId), params.joincode);
    // A member sees their board whatever its state; anyone else only while it takes new members.
    if (!view.membership) requireJoinable({ isJoinable: view.board.is_joinable, memberCount: (await boardMembers(deps.db, view.board.id)).length });
    return boardSummary(deps.db, view);
  });
  registerRoute(app, routes.getMyParticipation, deps.auth, async ({ caller, params }) => toParticipation((await asMember(params.uuid, caller.userId)).me));
  registerRoute(app, routes.listMembers, deps.auth, async ({ caller, params }) =>
    (await boardMembers(deps.db, (await asMember(params.uuid, caller.userId)).me.board_id)).map(toMembership));
  registerRoute(app, routes.listTeams, deps.auth, async ({ caller, params }) =>
    (await boardTeams(deps.db, (await asMember(params.uuid, caller.userId)).me.board_id)).map(toTeam));
  registerRoute(app, routes.getTeam, deps.auth, async ({ caller, params }) => {
    const team = await boardTeam(deps.db, (await asMember(params.uuid, caller.userId)).me.board_id, params.teamId);
    if (!team) throw notFound(messages.errors.teamNotFound);
    return toTeam(team);
  });
}
