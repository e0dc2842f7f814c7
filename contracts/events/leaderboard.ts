import { z } from 'zod';
import { BOARD_COLORS } from '../rules/board-colors.ts';
import { storedShape } from '../api/field-map.ts';
import { leaderboardFieldMap } from '../api/leaderboard.ts';
import type { EventUnion } from './event.ts';
import { id, measureName, uuid } from './values.ts';

/**
 * One stream per board holds the board, its members and its teams (DESIGN.md "Streams"), so one decision sees
 * who owns it, which teams are its own and who has joined, and appends under one expected revision.
 */
export const leaderboardStream = (boardUuid: string) => `leaderboard-${boardUuid}`;

/** '' is the automatic colour. */
const boardColor = z.union([z.literal(''), z.enum(BOARD_COLORS)]);
const memberGoal = z.object({ measure: measureName, count: z.number().int() });

/** The board's settings, as stored: their one definition is `leaderboardFieldMap` (its `stored` shapes). */
const settings = storedShape(leaderboardFieldMap);

/** What a member sets for themselves (spec §3 "Participation"). */
const participation = {
  isParticipant: z.boolean(),
  /** The board-specific name; '' uses the account's. */
  displayName: z.string(),
  color: boardColor,
  teamId: id.nullable(),
  goal: memberGoal.nullable(),
  workIds: z.array(id),
  tagIds: z.array(id),
};

const teamValues = { name: z.string(), color: boardColor };

export const leaderboardEventSchemas = {
  /** The creator's membership follows in the same append (MemberJoined, as an owner). */
  LeaderboardCreated: z.object({ id, uuid, ownerId: id, ownerUuid: uuid, ...settings }),
  /** Only the settings that changed. */
  LeaderboardEdited: z.object({ id, ...settings }).partial().required({ id: true }),
  /** Hides the board from everyone; the log keeps it (a soft delete, as the reference). */
  LeaderboardDeleted: z.object({ id }),
  /** The board comes back with its members, teams and standings. */
  LeaderboardRestored: z.object({ id }),
  /** A member's own star (stars are per member, not per board). */
  LeaderboardStarred: z.object({ memberId: id, starred: z.boolean() }),
  /** A new membership: its own id and uuid (a re-join after leaving is a fresh one, as the reference). */
  MemberJoined: z.object({ memberId: id, memberUuid: uuid, userId: id, userUuid: uuid, isOwner: z.boolean(), starred: z.boolean(), ...participation }),
  /** The member changed their own participation: only what changed. */
  ParticipationEdited: z.object({ memberId: id, ...participation }).partial().required({ memberId: true }),
  MemberLeft: z.object({ memberId: id, userId: id }),
  /** An owner promoted (isOwner true) or demoted a member. */
  MemberRoleChanged: z.object({ memberId: id, isOwner: z.boolean() }),
  /** An owner put a member on one of the board's teams, or on none. */
  MemberTeamAssigned: z.object({ memberId: id, teamId: id.nullable() }),
  MemberKicked: z.object({ memberId: id, userId: id }),
  TeamCreated: z.object({ teamId: id, teamUuid: uuid, ...teamValues }),
  TeamEdited: z.object({ teamId: id, ...teamValues }).partial().required({ teamId: true }),
  /** Its members stay on the board, on no team. */
  TeamDeleted: z.object({ teamId: id }),
};
export type LeaderboardEvent = EventUnion<typeof leaderboardEventSchemas>;
export { LEADERBOARD_SETTINGS_FIELDS, type LeaderboardSettings as LeaderboardSettingsValues } from '../api/leaderboard.ts';
export type ParticipationValues = { [K in keyof typeof participation]: z.infer<(typeof participation)[K]> };
export const PARTICIPATION_FIELDS = Object.keys(participation) as Array<keyof ParticipationValues>;
export type TeamValues = { [K in keyof typeof teamValues]: z.infer<(typeof teamValues)[K]> };
export const TEAM_FIELDS = Object.keys(teamValues) as Array<keyof TeamValues>;
