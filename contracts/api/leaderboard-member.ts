import { z } from 'zod';
import { messages } from '../messages.ts';
import { BOARD_COLORS } from '../rules/board-colors.ts';
import { COUNT_LIMIT, MEASURES } from '../rules/measures.ts';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, measure, nameText, positiveId, requiredName, visibleName } from './fields.ts';
import { isoDateTime } from './route.ts';

/** Leaderboard members, their participation, and teams: shapes as the reference answers them, and the bodies sent. */

const v = messages.validation;
import { BOARDS_PER_WRITER, MEMBER_FILTER_MAX, MEMBERS_PER_BOARD, TEAM_NAME_MAX, TEAMS_PER_BOARD } from '../rules/field-limits.ts';
export { BOARDS_PER_WRITER, MEMBER_FILTER_MAX, MEMBERS_PER_BOARD, TEAM_NAME_MAX, TEAMS_PER_BOARD };

const id = z.number().int();
const avatar = z.string().nullable();
/** An individual goal (individual-goal mode): the member's own measure and count. */
export const memberGoal = z.object({ measure, count: z.number().int() });
export type MemberGoalValue = z.infer<typeof memberGoal>;

export const team = z.object({ id, uuid: z.uuid(), createdAt: isoDateTime, updatedAt: isoDateTime, name: z.string(), color: z.string(), boardId: id });
export type Team = z.infer<typeof team>;

/**
 * A member as the board's summary lists them (displayName: the board name, else the account's). `teamId` and
 * `color` (the one they chose, '' for automatic: the tiles draw their avatar in it) are Inkpace additions.
 */
export const memberBio = z.object({
  id, isParticipant: z.boolean(), isOwner: z.boolean(), userUuid: z.uuid(), displayName: z.string(), avatar, teamId: id.nullable(), color: z.string(),
});
export type MemberBio = z.infer<typeof memberBio>;

/** A member as owners manage them (GET/PATCH/DELETE /members). */
export const membership = z.object({
  id, uuid: z.uuid(), state: z.enum(['active']), isOwner: z.boolean(), isParticipant: z.boolean(), displayName: z.string(), avatar,
  color: z.string(), teamId: id.nullable(),
});
export type Membership = z.infer<typeof membership>;

/** The caller's own settings on a board (GET /me); displayName is the raw board name, '' when unset. */
export const participation = z.object({
  id, isParticipant: z.boolean(), displayName: z.string(), color: z.string(), goal: memberGoal.nullable(), teamId: id.nullable(),
  workIds: z.array(id), tagIds: z.array(id),
});
export type Participation = z.infer<typeof participation>;

/**
 * The member after join, edit or leave. The reference filled displayName with the account name here only (an
 * inconsistency); this one carries the effective name, as everywhere else.
 */
export const leaderboardMember = participation.extend({
  uuid: z.uuid(), state: z.enum(['active']), createdAt: isoDateTime, updatedAt: isoDateTime, userId: id, boardId: id,
  starred: z.boolean(), isOwner: z.boolean(), avatar,
});
export type LeaderboardMember = z.infer<typeof leaderboardMember>;

/** A participant in the standings feed: raw entries that count for them (server-behaviour §3.10). */
export const participant = z.object({
  id, uuid: z.uuid(), goal: memberGoal.nullable(), avatar, displayName: z.string(), color: z.string(), teamId: id.nullable(),
  tallies: z.array(z.object({ uuid: z.uuid(), date: z.string(), measure, count: z.number().int() })),
});
export type Participant = z.infer<typeof participant>;

// Rules of the fields a member or an owner sends (spec §5 "Participation", "Team form"), with the spec's messages.

/** Empty (automatic) or a palette colour; null, which the reference's shapes allow, means empty. */
export const boardColorBody = z.union([z.literal(''), z.enum(BOARD_COLORS)], { error: v.boardColor }).nullable().transform((c) => c ?? '');

const filterIds = (message: string) => z.array(positiveId(message), { error: message }).max(MEMBER_FILTER_MAX, message);

/** "" (the account's name) or 3 to 24 characters. */
const boardDisplayName = nameText(v.memberDisplayName)
  .refine((name) => name === '' || (name.length >= DISPLAY_NAME_MIN && name.length <= DISPLAY_NAME_MAX), v.memberDisplayName)
  .refine(...visibleName);

const memberGoalBody = z.strictObject({
  measure: z.enum(MEASURES, { error: v.tallyMeasure }),
  count: z.number({ error: v.tallyCount }).int(v.tallyCountWhole).min(0, v.leaderboardGoalNegative).max(COUNT_LIMIT, v.countTooLarge),
});

export const participationFields = {
  isParticipant: z.boolean({ error: v.participantOrSpectator }),
  displayName: boardDisplayName,
  color: boardColorBody,
  teamId: positiveId(v.memberTeam).nullable(),
  goal: memberGoalBody.nullable(),
  workIds: filterIds(v.memberProjects),
  tagIds: filterIds(v.memberTags),
};

/** Joining (POST /me): participant or spectator, with everything else in the same step (spec §4 "Joining"). */
export const joinBody = z.strictObject({
  isParticipant: participationFields.isParticipant,
  displayName: participationFields.displayName.default(''),
  color: participationFields.color.default(''),
  teamId: participationFields.teamId.default(null),
  goal: participationFields.goal.default(null),
  workIds: participationFields.workIds.default([]),
  tagIds: participationFields.tagIds.default([]),
});
export type JoinBody = z.output<typeof joinBody>;

/** PATCH /me: any of the fields (the reference required four; sending them all still works). */
export const updateParticipationBody = z.strictObject(participationFields).partial();
export type UpdateParticipationBody = z.output<typeof updateParticipationBody>;

/** An owner's change to a member: promote or demote, and the team. */
export const updateMemberBody = z.strictObject({ isOwner: z.boolean().optional(), teamId: participationFields.teamId.optional() });
export type UpdateMemberBody = z.output<typeof updateMemberBody>;

const teamFields = {
  name: requiredName(v.teamName, TEAM_NAME_MAX, v.teamNameMax),
  color: boardColorBody,
};
export const createTeamBody = z.strictObject({ name: teamFields.name, color: teamFields.color.default('') });
export type CreateTeamBody = z.output<typeof createTeamBody>;
/** PATCH: only what is sent (the reference reset an omitted colour, server-behaviour §0 item 8). */
export const updateTeamBody = z.strictObject(teamFields).partial();
export type UpdateTeamBody = z.output<typeof updateTeamBody>;
