import {
  leaderboardRoutes, type CreateLeaderboardBody, type Leaderboard, type UpdateLeaderboardBody,
} from '@inkpace/contracts/api/leaderboard';
import type {
  CreateTeamBody, JoinBody, LeaderboardMember, Membership, Team, UpdateMemberBody, UpdateParticipationBody, UpdateTeamBody,
} from '@inkpace/contracts/api/leaderboard-member';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { errorText } from '../../ui/api-error.ts';
import { leaderboardsChanged } from './leaderboard-cache.ts';

/**
 * The leaderboard writes (spec §7). Each refreshes the cached list and the board's data afterwards (spec §4 "Lists
 * and refresh": team and member changes reload that board and the lists). Deleting and leaving leave the page
 * first: the caller navigates, then calls `leaderboardsChanged()`, so the page does not reload a board it lost.
 */

export const boardPath = (uuid: string): string => `/leaderboards/${uuid}`;
export const editBoardPath = (uuid: string): string => `/leaderboards/${uuid}/edit`;
export const joinLinkPath = (uuid: string): string => `/leaderboards/join?joinCode=${uuid}`;

async function thenRefresh<T>(write: Promise<T>): Promise<T> {
  const result = await write;
  leaderboardsChanged();
  return result;
}

export const createLeaderboard = (body: CreateLeaderboardBody): Promise<Leaderboard> => thenRefresh(call(leaderboardRoutes.create, { body }));
export const updateLeaderboard = (uuid: string, body: UpdateLeaderboardBody): Promise<Leaderboard> =>
  thenRefresh(call(leaderboardRoutes.update, { params: { uuid }, body }));
export const setLeaderboardStarred = (uuid: string, starred: boolean): Promise<{ starred: boolean }> =>
  thenRefresh(call(leaderboardRoutes.star, { params: { uuid }, body: { starred } }));
export const deleteLeaderboard = (uuid: string): Promise<Leaderboard> => call(leaderboardRoutes.remove, { params: { uuid } });

export const lookUpJoinCode = (joincode: string) => call(leaderboardRoutes.getByJoinCode, { params: { joincode } });
export const joinLeaderboard = (uuid: string, body: JoinBody): Promise<LeaderboardMember> => thenRefresh(call(leaderboardRoutes.join, { params: { uuid }, body }));
export const updateMyParticipation = (uuid: string, body: UpdateParticipationBody): Promise<LeaderboardMember> =>
  thenRefresh(call(leaderboardRoutes.updateMyParticipation, { params: { uuid }, body }));
export const leaveLeaderboard = (uuid: string): Promise<LeaderboardMember> => call(leaderboardRoutes.leave, { params: { uuid } });

export const updateMember = (uuid: string, memberId: number, body: UpdateMemberBody): Promise<Membership> =>
  thenRefresh(call(leaderboardRoutes.updateMember, { params: { uuid, memberId }, body }));
export const removeMember = (uuid: string, memberId: number): Promise<Membership> =>
  thenRefresh(call(leaderboardRoutes.removeMember, { params: { uuid, memberId } }));

export const createTeam = (uuid: string, body: CreateTeamBody): Promise<Team> => thenRefresh(call(leaderboardRoutes.createTeam, { params: { uuid }, body }));
export const updateTeam = (uuid: string, teamId: number, body: UpdateTeamBody): Promise<Team> =>
  thenRefresh(call(leaderboardRoutes.updateTeam, { params: { uuid, teamId }, body }));
export const removeTeam = (uuid: string, teamId: number): Promise<Team> => thenRefresh(call(leaderboardRoutes.removeTeam, { params: { uuid, teamId } }));

// Failures (spec §8): a refusal the server explains (a field, the sole owner, a closed board) shows its words;
// anything else the catalogue's.
const e = messages.errors;
const explained = { VALIDATION_FAILED: null, NOT_LOGGED_IN: null, FORBIDDEN: null, NOT_FOUND: null, ONLY_OWNER: null } as const;

export const createLeaderboardFailure = (error: unknown): string => errorText(error, explained, e.leaderboardCreateFailed);
export const updateLeaderboardFailure = (error: unknown): string => errorText(error, explained, e.leaderboardUpdateFailed);
export const participationFailure = (error: unknown): string =>
  errorText(error, { ...explained, CANNOT_JOIN: null, ALREADY_JOINED: null }, e.participationFailed);
/** A confirmed action ("kick Sam", "leave this leaderboard"): "Could not {action}: something went wrong server-side." */
export const confirmedActionFailure = (action: string) => (error: unknown): string => errorText(error, explained, e.confirmedActionFailed(action));
export const teamSaveFailure = (error: unknown): string => errorText(error, explained, e.teamSaveFailed);

/** The join-code look-up's refusals (spec §8 "Join code"); CANNOT_JOIN carries the spec's words (or that the board is full). */
export const joinCodeFailure = (error: unknown): string =>
  errorText(error, { NOT_FOUND: e.joinCodeInvalid, CANNOT_JOIN: null, VALIDATION_FAILED: messages.validation.joinCode, NOT_LOGGED_IN: null }, e.joinCodeLookupFailed);
