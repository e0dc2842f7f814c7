import { z } from 'zod';
import { createLeaderboardBody, type CreateLeaderboardBody, type Leaderboard, type UpdateLeaderboardBody } from '@inkpace/contracts/api/leaderboard';
import { messages } from '@inkpace/contracts/messages';
import { MEASURES, type MeasureName } from '@inkpace/contracts/rules/measures';
import { countsOfRows, rowsOfCounts, sameCounts, type MeasureCountRow } from '../../ui/measure-count-values.ts';

/** The board form as edited (spec §5 "Leaderboard form"); the goal as rows of a measure and a count. */
// A type alias (not an interface), so it is a record of fields as useZodForm needs.
export type LeaderboardFormValues = {
  title: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  measures: MeasureName[];
  goal: MeasureCountRow[];
  enableTeams: boolean;
  individualGoalMode: boolean;
  fundraiserMode: boolean;
  isJoinable: boolean;
  /** Inkpace: the creator chooses whether to take part (create only). */
  isParticipant: boolean;
};

/**
 * The values as the create body (spec §4 "Leaderboard form behaviour"): in individual-goal mode the measures and goal
 * go empty and the fundraiser off; isPublic is always false from this form. The edit form reuses it and sends the
 * difference.
 */
export function bodyOfValues(values: LeaderboardFormValues): z.input<typeof createLeaderboardBody> {
  const individual = values.individualGoalMode;
  return {
    title: values.title,
    description: values.description,
    startDate: values.startDate,
    endDate: values.endDate,
    measures: individual ? [] : MEASURES.filter((m) => values.measures.includes(m)),
    goal: individual ? {} : countsOfRows(values.goal),
    enableTeams: values.enableTeams,
    individualGoalMode: individual,
    fundraiserMode: individual ? false : values.fundraiserMode,
    isJoinable: values.isJoinable,
    isPublic: false,
    isParticipant: values.isParticipant,
  };
}

/** Checked by the contracts' create schema (the server's rules and messages); issues land on the form's fields. */
export const leaderboardFormSchema = z.custom<LeaderboardFormValues>().transform(bodyOfValues).pipe(createLeaderboardBody);

/** The contracts' message for the goal rows (blank rows, fractions, below zero), undefined when they are fine. */
export const goalError = (values: LeaderboardFormValues): string | undefined =>
  leaderboardFormSchema.safeParse(values).error?.issues.find((issue) => issue.path[0] === 'goal')?.message;
export type LeaderboardFormOutput = CreateLeaderboardBody;

/** Spec §4's defaults: every measure, open to new members, no teams, no individual goals, no fundraiser. */
export const emptyLeaderboardForm: LeaderboardFormValues = {
  title: '',
  description: '',
  startDate: null,
  endDate: null,
  measures: [...MEASURES],
  goal: [],
  enableTeams: false,
  individualGoalMode: false,
  fundraiserMode: false,
  isJoinable: true,
  isParticipant: true,
};

/** A stored board as the form's values. A board in individual-goal mode keeps no measures: the form offers them all again. */
export function formValuesOf(board: Leaderboard): LeaderboardFormValues {
  return {
    title: board.title,
    description: board.description,
    startDate: board.startDate,
    endDate: board.endDate,
    measures: board.individualGoalMode && board.measures.length === 0 ? [...MEASURES] : [...board.measures],
    goal: rowsOfCounts(board.goal),
    enableTeams: board.enableTeams,
    individualGoalMode: board.individualGoalMode,
    fundraiserMode: board.fundraiserMode,
    isJoinable: board.isJoinable,
    isParticipant: true,
  };
}

const sameMeasures = (a: readonly MeasureName[], b: readonly MeasureName[]): boolean =>
  MEASURES.every((m) => a.includes(m) === b.includes(m));

/** PATCH sends only what changed (the server changes only the fields sent). */
export function changedBoardFields(board: Leaderboard, next: LeaderboardFormOutput): UpdateLeaderboardBody {
  const body: UpdateLeaderboardBody = {};
  if (next.title !== board.title) body.title = next.title;
  if (next.description !== board.description) body.description = next.description;
  if (next.startDate !== board.startDate) body.startDate = next.startDate;
  if (next.endDate !== board.endDate) body.endDate = next.endDate;
  if (!sameMeasures(next.measures, board.measures)) body.measures = next.measures;
  if (!sameCounts(next.goal, board.goal)) body.goal = next.goal;
  if (next.enableTeams !== board.enableTeams) body.enableTeams = next.enableTeams;
  if (next.individualGoalMode !== board.individualGoalMode) body.individualGoalMode = next.individualGoalMode;
  if (next.fundraiserMode !== board.fundraiserMode) body.fundraiserMode = next.fundraiserMode;
  if (next.isJoinable !== board.isJoinable) body.isJoinable = next.isJoinable;
  return body;
}

/** Messages the server may answer with, by the form field they belong to (a 400 shows on its field). */
const v = messages.validation;
const FIELD_MESSAGES: Record<string, readonly string[]> = {
  title: [v.leaderboardTitle, v.leaderboardTitleMax],
  description: [v.leaderboardDescriptionMax],
  startDate: [v.goalStartDateInvalid, v.goalStartAfterEnd],
  endDate: [v.goalEndDateInvalid, v.goalEndBeforeStart],
  measures: [v.leaderboardMeasures, v.leaderboardMeasureInvalid],
  goal: [v.balanceBlank, v.wholeNumbers, v.leaderboardGoalNegative, v.countTooLarge],
};
export type BoardField = keyof typeof FIELD_MESSAGES;

export function fieldOfServerMessage(message: string): BoardField | null {
  for (const [field, list] of Object.entries(FIELD_MESSAGES)) if (list.includes(message)) return field;
  return null;
}
