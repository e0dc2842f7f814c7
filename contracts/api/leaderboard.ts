import { z } from 'zod';
import { messages } from '../messages.ts';
import { goalDatesProblemMessages, goalDatesProblems } from '../rules/goal-validation.ts';
import { COUNT_LIMIT, MEASURES } from '../rules/measures.ts';
import { decimalId, optionalCalendarDate, requiredName, type MeasureCounts } from './fields.ts';
import {
  createTeamBody, joinBody, leaderboardMember, memberBio, membership, participant, participation, team, updateMemberBody,
  updateParticipationBody, updateTeamBody,
} from './leaderboard-member.ts';
import { leaderboardPaths } from './paths.ts';
import * as stored from '../events/values.ts';
import { blankValues, createShape, fieldMap, fieldNames, responseShape, ruleShape, type StoredValues } from './field-map.ts';
import { ownedResourceFields, route, uuidParam } from './route.ts';

const v = messages.validation;
import { LEADERBOARD_DESCRIPTION_MAX, LEADERBOARD_TITLE_MAX } from '../rules/field-limits.ts';
export { LEADERBOARD_DESCRIPTION_MAX, LEADERBOARD_TITLE_MAX };

// Rules of the board form (spec §5 "Leaderboard form"), each with the spec's message.
/** The reference's flags were `bool | null`, null meaning false. */
const flag = z.boolean().nullable().transform((b) => b ?? false);

/**
 * The board's settings (one `LeaderboardEdited` carries any of them): the create and update bodies, the event's
 * shape (contracts/events/leaderboard.ts) and the answer derive from this map; the projection's columns go by its
 * names (projector/src/leaderboards/board-columns.ts). Defaults are spec §4's (all measures; isJoinable is false
 * when omitted, as the reference: the web form sends its own default, true).
 */
export const leaderboardFieldMap = fieldMap({
  title: { stored: z.string(), rule: requiredName(v.leaderboardTitle, LEADERBOARD_TITLE_MAX, v.leaderboardTitleMax), blank: '' },
  description: { stored: z.string(), rule: z.string().trim().max(LEADERBOARD_DESCRIPTION_MAX, v.leaderboardDescriptionMax), default: '' },
  startDate: { stored: stored.calendarDate.nullable(), rule: optionalCalendarDate(v.goalStartDateInvalid), default: null },
  endDate: { stored: stored.calendarDate.nullable(), rule: optionalCalendarDate(v.goalEndDateInvalid), default: null },
  // A list of six names at most: a longer one repeats a measure.
  measures: {
    stored: z.array(stored.measureName),
    rule: z.array(z.enum(MEASURES, { error: v.leaderboardMeasureInvalid }), { error: v.leaderboardMeasureInvalid }).max(MEASURES.length, v.leaderboardMeasureInvalid),
    default: [...MEASURES],
    blank: [],
  },
  /** Whole numbers per measure; null (no goal) is stored as {} like the reference. */
  goal: {
    stored: stored.measureCounts,
    rule: z.partialRecord(
      z.enum(MEASURES, { error: v.balanceBlank }),
      z.number({ error: v.balanceBlank }).int(v.wholeNumbers).min(0, v.leaderboardGoalNegative).max(COUNT_LIMIT, v.countTooLarge),
    ).nullable().transform((g): MeasureCounts => g ?? {}),
    default: {},
  },
  enableTeams: { stored: z.boolean(), rule: flag, default: false },
  individualGoalMode: { stored: z.boolean(), rule: flag, default: false },
  fundraiserMode: { stored: z.boolean(), rule: flag, default: false },
  isJoinable: { stored: z.boolean(), rule: flag, default: false },
  isPublic: { stored: z.boolean(), rule: flag, default: false },
});
/** The board's settings as stored: what create sets and PATCH may change. */
export type LeaderboardSettings = StoredValues<typeof leaderboardFieldMap>;
export const LEADERBOARD_SETTINGS_FIELDS = fieldNames(leaderboardFieldMap);
/** A board before it is created (an aggregate's initial state). */
export const LEADERBOARD_BLANK: LeaderboardSettings = blankValues(leaderboardFieldMap);

/** A board as the reference answers its writes (`starred`: the caller's own star, per member). */
export const leaderboard = z.object({ ...ownedResourceFields, ...responseShape(leaderboardFieldMap), starred: z.boolean() });
export type Leaderboard = z.infer<typeof leaderboard>;
/** A board with its teams and members (GET, list, join-code lookup). */
export const leaderboardSummary = leaderboard.extend({ teams: z.array(team), members: z.array(memberBio) });
export type LeaderboardSummary = z.infer<typeof leaderboardSummary>;
export const starredBody = z.strictObject({ starred: z.boolean() });

/** Every rule of the board form, by field. */
export const leaderboardFields = ruleShape(leaderboardFieldMap);

/**
 * A board as stored: in individual-goal mode each member has their own goal, so the board keeps no measures, no
 * goal and no fundraiser (the reference's rule, spec §4 "Leaderboard form behaviour"); each measure once.
 */
export function normalizedSettings(s: LeaderboardSettings): LeaderboardSettings {
  if (s.individualGoalMode) return { ...s, measures: [], goal: {}, fundraiserMode: false };
  return { ...s, measures: [...new Set(s.measures)] };
}

/** What is wrong with a board as a whole (null when nothing is): run on a new board, and on an edited one as it would be. */
export function leaderboardShapeProblem(s: Pick<LeaderboardSettings, 'measures' | 'individualGoalMode' | 'startDate' | 'endDate'>): { path: string; message: string } | null {
  if (!s.individualGoalMode && s.measures.length === 0) return { path: 'measures', message: v.leaderboardMeasures };
  if (goalDatesProblems(s.startDate, s.endDate).includes('startAfterEnd')) return { path: 'endDate', message: goalDatesProblemMessages.startAfterEnd.endDate ?? v.goalEndBeforeStart };
  return null;
}

/**
 * Create: the map's defaults for what is not sent. `isParticipant` is the creator's choice to take part (default
 * yes; the reference made the creator a spectator, server-behaviour §0 item 4); `starred` their star.
 */
export const createLeaderboardBody = z.strictObject({
  ...createShape(leaderboardFieldMap),
  isParticipant: z.boolean({ error: v.participantOrSpectator }).default(true),
  starred: z.boolean().default(false),
}).superRefine((s, ctx) => {
  const problem = leaderboardShapeProblem(s);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
});
export type CreateLeaderboardBody = z.output<typeof createLeaderboardBody>;

/**
 * PATCH: any of the fields; only those sent change (the reference reset omitted ones, server-behaviour §0 item 8).
 * The board as it would be is checked as a whole by the command. `starred` is the caller's own star.
 */
export const updateLeaderboardBody = z.strictObject({ ...leaderboardFields, starred: z.boolean() }).partial();
export type UpdateLeaderboardBody = z.output<typeof updateLeaderboardBody>;

const boardParam = uuidParam('uuid');
/** A join code is the board's UUID (spec §9); the join form checks it with the same rule. */
export const joinCode = z.uuid({ error: v.joinCode });
const joinCodeParam = z.strictObject({ joincode: joinCode });
const memberParam = z.strictObject({ uuid: z.uuid(), memberId: decimalId(v.id) });
const teamParam = z.strictObject({ uuid: z.uuid(), teamId: decimalId(v.id) });

/** Every /leaderboard operation of the reference (20). */
export const leaderboardRoutes = {
  list: route({ ...leaderboardPaths.list, response: z.array(leaderboardSummary), summary: "List the caller's leaderboards" }),
  create: route({ ...leaderboardPaths.create, body: createLeaderboardBody, response: leaderboard, summary: 'Create a leaderboard' }),
  getByJoinCode: route({ ...leaderboardPaths.getByJoinCode, params: joinCodeParam, response: leaderboardSummary, summary: 'Look up a leaderboard by its join code' }),
  get: route({ ...leaderboardPaths.get, params: boardParam, response: leaderboardSummary, summary: 'Get a leaderboard' }),
  update: route({ ...leaderboardPaths.update, params: boardParam, body: updateLeaderboardBody, response: leaderboard, summary: 'Update a leaderboard (owners)' }),
  remove: route({ ...leaderboardPaths.remove, params: boardParam, response: leaderboard, summary: 'Delete a leaderboard (owners)' }),
  star: route({ ...leaderboardPaths.star, params: boardParam, body: starredBody, response: z.object({ starred: z.boolean() }), summary: 'Star or unstar a leaderboard (per member)' }),
  participants: route({ ...leaderboardPaths.participants, params: boardParam, response: z.array(participant), summary: 'Participants with the entries that count for them' }),
  getMyParticipation: route({ ...leaderboardPaths.getMyParticipation, params: boardParam, response: participation, summary: 'Get your participation' }),
  join: route({ ...leaderboardPaths.join, params: boardParam, body: joinBody, response: leaderboardMember, summary: 'Join a leaderboard' }),
  updateMyParticipation: route({ ...leaderboardPaths.updateMyParticipation, params: boardParam, body: updateParticipationBody, response: leaderboardMember, summary: 'Update your participation' }),
  leave: route({ ...leaderboardPaths.leave, params: boardParam, response: leaderboardMember, summary: 'Leave a leaderboard' }),
  listMembers: route({ ...leaderboardPaths.listMembers, params: boardParam, response: z.array(membership), summary: 'List members' }),
  updateMember: route({ ...leaderboardPaths.updateMember, params: memberParam, body: updateMemberBody, response: membership, summary: 'Promote, demote or assign a team to a member (owners)' }),
  removeMember: route({ ...leaderboardPaths.removeMember, params: memberParam, response: membership, summary: 'Remove a member (owners)' }),
  listTeams: route({ ...leaderboardPaths.listTeams, params: boardParam, response: z.array(team), summary: 'List teams' }),
  createTeam: route({ ...leaderboardPaths.createTeam, params: boardParam, body: createTeamBody, response: team, summary: 'Create a team (owners)' }),
  getTeam: route({ ...leaderboardPaths.getTeam, params: teamParam, response: team, summary: 'Get a team' }),
  updateTeam: route({ ...leaderboardPaths.updateTeam, params: teamParam, body: updateTeamBody, response: team, summary: 'Update a team (owners)' }),
  removeTeam: route({ ...leaderboardPaths.removeTeam, params: teamParam, response: team, summary: 'Delete a team (owners)' }),
};
