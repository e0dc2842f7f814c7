import { TEAMS_PER_BOARD, type CreateTeamBody, type UpdateTeamBody } from '@inkpace/contracts/api/leaderboard-member';
import { DomainError } from '@inkpace/contracts/errors';
import { TEAM_FIELDS, leaderboardStream, type TeamValues } from '@inkpace/contracts/events/leaderboard';
import { messages } from '@inkpace/contracts/messages';
import { notFound } from '@inkpace/contracts/rules/access';
import { requireBoardOwner } from '@inkpace/contracts/rules/policies/leaderboard';
import type { Loaded } from '../pipeline/aggregate.ts';
import { changedFields, isEmpty, sentFields } from '../pipeline/changes.ts';
import { writeTo, type Decision } from '../pipeline/decision.ts';
import { accessOf, type BoardState, type TeamState } from './board-aggregate.ts';
import type { Writer } from './decide-board.ts';

/** Teams, owners only. A team is addressed through its board: a team of another board is not found here. */

export interface NewTeamIds {
  teamId: number;
  teamUuid: string;
}

function boardTeam(board: BoardState, teamId: number): TeamState {
  const team = board.teams.get(teamId);
  if (!team) throw notFound(messages.errors.teamNotFound);
  return team;
}

export function decideCreateTeam(board: Loaded<BoardState>, uuid: string, body: CreateTeamBody, ids: NewTeamIds, writer: Pick<Writer, 'userId'>): Decision {
  requireBoardOwner(accessOf(board, writer.userId), uuid);
  if (board.state.teams.size >= TEAMS_PER_BOARD) throw new DomainError('VALIDATION_FAILED', messages.validation.teamsPerBoard);
  return [writeTo(leaderboardStream(uuid), board, [{ type: 'TeamCreated', data: { teamId: ids.teamId, teamUuid: ids.teamUuid, name: body.name, color: body.color } }])];
}

/** Only what was sent and differs (the reference reset an unsent colour, §0 item 8). */
export function decideEditTeam(board: Loaded<BoardState>, uuid: string, teamId: number, body: UpdateTeamBody, writer: Pick<Writer, 'userId'>): Decision {
  requireBoardOwner(accessOf(board, writer.userId), uuid);
  const team = boardTeam(board.state, teamId);
  const changes = changedFields<TeamValues, keyof TeamValues>(team, { ...team, ...sentFields(body) }, TEAM_FIELDS);
  if (isEmpty(changes)) return [];
  return [writeTo(leaderboardStream(uuid), board, [{ type: 'TeamEdited', data: { teamId, ...changes } }])];
}

/** Its members stay on the board, on no team. */
export function decideDeleteTeam(board: Loaded<BoardState>, uuid: string, teamId: number, writer: Pick<Writer, 'userId'>): Decision {
  requireBoardOwner(accessOf(board, writer.userId), uuid);
  boardTeam(board.state, teamId);
  return [writeTo(leaderboardStream(uuid), board, [{ type: 'TeamDeleted', data: { teamId } }])];
}
