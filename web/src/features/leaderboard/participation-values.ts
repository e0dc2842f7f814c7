import { z } from 'zod';
import { joinBody, type JoinBody, type Participation, type UpdateParticipationBody } from '@inkpace/contracts/api/leaderboard-member';
import { messages } from '@inkpace/contracts/messages';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import { minutesFromParts, partsFromMinutes } from '@inkpace/contracts/rules/time-entry';

/** What of the board the participation form depends on. */
export interface BoardRules {
  individualGoalMode: boolean;
  enableTeams: boolean;
}

/** A number input's value: a number, or the text typed ('' while blank). */
type NumberText = number | string;

/** The participation form as edited (spec §3 "Participation"); isParticipant is null until the writer picks. */
export type ParticipationValues = {
  isParticipant: boolean | null;
  displayName: string;
  color: string;
  teamId: number | null;
  /**
   * The individual goal (individual-goal mode only): spec §9, measure word and a blank count by default. A time goal
   * is entered as hours (`count`) and `minutes`, as entries are.
   */
  goal: { measure: MeasureName; count: NumberText; minutes?: NumberText };
  workIds: number[];
  tagIds: number[];
};

export const emptyParticipation: ParticipationValues = {
  isParticipant: null,
  displayName: '',
  color: '',
  teamId: null,
  goal: { measure: 'word', count: '' },
  workIds: [],
  tagIds: [],
};

export function valuesOfParticipation(p: Participation): ParticipationValues {
  return {
    isParticipant: p.isParticipant,
    displayName: p.displayName,
    color: p.color,
    teamId: p.teamId,
    goal: !p.goal ? { ...emptyParticipation.goal }
      : p.goal.measure === 'time' ? (({ hours, minutes }) => ({ measure: 'time' as const, count: hours, minutes }))(partsFromMinutes(p.goal.count))
        : { measure: p.goal.measure, count: p.goal.count },
    workIds: [...p.workIds],
    tagIds: [...p.tagIds],
  };
}

function countOf(value: NumberText): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' || text === '-' ? null : Number(text);
}

/** The goal's count, time as whole minutes from its hours and minutes (a blank one of the two counts as 0); null while blank. */
function goalCount(goal: ParticipationValues['goal']): number | null {
  const count = countOf(goal.count);
  if (goal.measure !== 'time') return count;
  const minutes = countOf(goal.minutes ?? '');
  return count === null && minutes === null ? null : minutesFromParts(count ?? 0, minutes ?? 0);
}

/**
 * What the form sends (before the contracts' defaults): a spectator only their role (spec §5: spectators skip the
 * participation rules); a participant everything, the team only on a board with teams, the goal only in
 * individual-goal mode.
 */
export function bodyOfParticipation(values: ParticipationValues, board: BoardRules): z.input<typeof joinBody> {
  if (values.isParticipant !== true) return { isParticipant: values.isParticipant as boolean };
  const count = goalCount(values.goal);
  return {
    isParticipant: true,
    displayName: values.displayName,
    // Any text: the contracts' schema refuses one outside the palette with the spec's message.
    color: values.color as z.input<typeof joinBody>['color'],
    ...(board.enableTeams ? { teamId: values.teamId } : {}),
    goal: board.individualGoalMode && count !== null ? { measure: values.goal.measure, count } : null,
    workIds: values.workIds,
    tagIds: values.tagIds,
  };
}

/** The form's schema for one board: the contracts' join body, plus the goal a participant needs in individual-goal mode. */
export function participationSchema(board: BoardRules) {
  return z
    .custom<ParticipationValues>()
    .transform((values) => bodyOfParticipation(values, board))
    .pipe(
      joinBody.superRefine((body, ctx) => {
        if (body.isParticipant && board.individualGoalMode && body.goal === null) {
          ctx.addIssue({ code: 'custom', path: ['goal'], message: messages.validation.memberGoalRequired });
        }
      }),
    );
}
export type ParticipationOutput = JoinBody;

const sameIds = (a: readonly number[], b: readonly number[]): boolean => [...a].sort().join() === [...b].sort().join();

/** PATCH /me: of the fields the form sends, only those that differ from the stored participation. */
export function changedParticipation(current: Participation, values: ParticipationValues, next: ParticipationOutput, board: BoardRules): UpdateParticipationBody {
  const sent = bodyOfParticipation(values, board);
  const body: UpdateParticipationBody = {};
  if (next.isParticipant !== current.isParticipant) body.isParticipant = next.isParticipant;
  if ('displayName' in sent && next.displayName !== current.displayName) body.displayName = next.displayName;
  if ('color' in sent && next.color !== current.color) body.color = next.color;
  if ('teamId' in sent && next.teamId !== current.teamId) body.teamId = next.teamId;
  if ('goal' in sent && (next.goal?.measure !== current.goal?.measure || next.goal?.count !== current.goal?.count)) body.goal = next.goal;
  if ('workIds' in sent && !sameIds(next.workIds, current.workIds)) body.workIds = next.workIds;
  if ('tagIds' in sent && !sameIds(next.tagIds, current.tagIds)) body.tagIds = next.tagIds;
  return body;
}
