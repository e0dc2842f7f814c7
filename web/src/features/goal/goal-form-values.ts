import { z } from 'zod';
import { createGoalBody, type CreateGoalBody, type Goal, type GoalPlan, type UpdateGoalBody } from '@inkpace/contracts/api/goal';
import type { Measure } from '@inkpace/contracts/api/fields';
import { messages } from '@inkpace/contracts/messages';
import type { CadenceUnit } from '@inkpace/contracts/rules/habit-periods';
import type { GoalType } from '@inkpace/contracts/rules/goal-validation';
import { EVEN_PACE_PLAN } from '@inkpace/contracts/rules/pace-plan';

/** A number input's value: a number, or the text typed ('' while blank). */
export type NumberText = number | string;

/**
 * Each type's own entries (spec §4 "Goal form": switching the type swaps them with a stored second set, so
 * switching back finds what was typed before). A habit's blank count means "any progress counts".
 */
export interface GoalParametersValues {
  target: { measure: Measure; count: NumberText };
  habit: { unit: CadenceUnit; period: NumberText; measure: Measure; count: NumberText };
}

/** The plan editor: off for no plan; weights Sunday-first (the editor shows them in the writer's week order). */
export interface GoalPlanValues {
  enabled: boolean;
  weekdayWeights: NumberText[];
  restDates: string[];
}

export type GoalFormValues = {
  title: string;
  description: string;
  type: GoalType;
  parameters: GoalParametersValues;
  startDate: string | null;
  endDate: string | null;
  workIds: number[];
  tagIds: number[];
  displayOnProfile: boolean;
  plan: GoalPlanValues;
};

/** '' (or only a sign) is blank: undefined; anything else its number (NaN for junk, which the schema refuses). */
function numberOf(value: NumberText): number | undefined {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' || text === '-' ? undefined : Number(text);
}

/** The form's values as the API's create body, before the contracts' checks. */
export function bodyOfValues(values: GoalFormValues): z.input<typeof createGoalBody> {
  const { target, habit } = values.parameters;
  let parameters: z.input<typeof createGoalBody>['parameters'];
  if (values.type === 'target') {
    const count = numberOf(target.count);
    parameters = count === undefined ? {} : { threshold: { measure: target.measure, count } };
  } else {
    const period = numberOf(habit.period);
    const count = numberOf(habit.count);
    parameters = {
      ...(period === undefined ? {} : { cadence: { unit: habit.unit, period } }),
      threshold: count === undefined ? null : { measure: habit.measure, count },
    };
  }
  const plan: GoalPlan | null =
    values.type === 'target' && values.plan.enabled
      ? { weekdayWeights: values.plan.weekdayWeights.map((w) => numberOf(w) ?? Number.NaN), restDates: [...values.plan.restDates].sort() }
      : null;
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    parameters,
    startDate: values.startDate,
    endDate: values.endDate,
    workIds: values.workIds,
    tagIds: values.tagIds,
    displayOnProfile: values.displayOnProfile,
    plan,
  };
}

/**
 * The goal form: its values become the create body and are checked by the contracts' own schema (the server's
 * rules and messages). Issues land on the body's fields, which are the form's: `parameters` (count, period),
 * `plan`, the dates, title.
 */
export const goalFormSchema = z
  .custom<GoalFormValues>()
  .transform(bodyOfValues)
  .pipe(createGoalBody);
export type GoalFormOutput = CreateGoalBody;

const DEFAULT_MEASURE: Measure = 'word';

export const emptyGoalForm: GoalFormValues = {
  title: '',
  description: '',
  type: 'target',
  parameters: {
    target: { measure: DEFAULT_MEASURE, count: '' },
    habit: { unit: 'day', period: 1, measure: DEFAULT_MEASURE, count: '' },
  },
  startDate: null,
  endDate: null,
  workIds: [],
  tagIds: [],
  displayOnProfile: false,
  plan: { enabled: false, weekdayWeights: [...EVEN_PACE_PLAN.weekdayWeights], restDates: [] },
};

/** A stored goal as the form's values; the other type's set starts with the defaults. */
export function formValuesOf(goal: Goal): GoalFormValues {
  const parameters = structuredClone(emptyGoalForm.parameters);
  const p = goal.parameters;
  if (goal.type === 'target' && 'threshold' in p && p.threshold) {
    parameters.target = { measure: p.threshold.measure, count: p.threshold.count };
  }
  if (goal.type === 'habit' && 'cadence' in p) {
    parameters.habit = {
      unit: p.cadence.unit,
      period: p.cadence.period,
      measure: p.threshold?.measure ?? DEFAULT_MEASURE,
      count: p.threshold?.count ?? '',
    };
  }
  return {
    title: goal.title,
    description: goal.description,
    type: goal.type,
    parameters,
    startDate: goal.startDate,
    endDate: goal.endDate,
    workIds: [...goal.workIds],
    tagIds: [...goal.tagIds],
    displayOnProfile: goal.displayOnProfile,
    plan: goal.plan
      ? { enabled: true, weekdayWeights: [...goal.plan.weekdayWeights], restDates: [...goal.plan.restDates] }
      : structuredClone(emptyGoalForm.plan),
  };
}

const sorted = (ids: readonly number[]): number[] => [...ids].sort((x, y) => x - y);
const sameIds = (a: readonly number[], b: readonly number[]): boolean => sorted(a).join() === sorted(b).join();

type Threshold = { measure: string; count: number } | null | undefined;
const sameThreshold = (a: Threshold, b: Threshold): boolean => (a ?? null) === (b ?? null) || (!!a && !!b && a.measure === b.measure && a.count === b.count);

function sameParameters(goal: Goal, next: GoalFormOutput): boolean {
  const a = goal.parameters;
  const b = next.parameters;
  if (goal.type !== next.type) return false;
  if (next.type === 'target') return 'threshold' in a && sameThreshold(a.threshold, b.threshold);
  const ac = 'cadence' in a ? a.cadence : undefined;
  return ac !== undefined && ac.unit === b.cadence?.unit && ac.period === b.cadence.period && sameThreshold(a.threshold, b.threshold);
}

function samePlan(a: GoalPlan | null, b: GoalPlan | null): boolean {
  if (a === null || b === null) return a === b;
  const sameWeights = a.weekdayWeights.length === b.weekdayWeights.length && a.weekdayWeights.every((w, i) => w === b.weekdayWeights[i]);
  return sameWeights && [...a.restDates].sort().join() === [...b.restDates].sort().join();
}

/**
 * PATCH sends only what changed (DESIGN: the server changes only the fields sent). A changed type sends its
 * parameters too (the server checks the goal as it would be).
 */
export function changedGoalFields(goal: Goal, next: GoalFormOutput): UpdateGoalBody {
  const body: UpdateGoalBody = {};
  if (next.title !== goal.title) body.title = next.title;
  if (next.description !== goal.description) body.description = next.description;
  if (next.type !== goal.type) body.type = next.type;
  if (!sameParameters(goal, next)) body.parameters = next.parameters;
  if (next.startDate !== goal.startDate) body.startDate = next.startDate;
  if (next.endDate !== goal.endDate) body.endDate = next.endDate;
  if (!sameIds(next.workIds, goal.workIds)) body.workIds = next.workIds;
  if (!sameIds(next.tagIds, goal.tagIds)) body.tagIds = next.tagIds;
  if (next.displayOnProfile !== goal.displayOnProfile) body.displayOnProfile = next.displayOnProfile;
  if (!samePlan(goal.plan, next.plan)) body.plan = next.plan;
  return body;
}

/** Messages the server may answer with, by the form field they belong to (spec: 400 messages shown on the field). */
const v = messages.validation;
const FIELD_MESSAGES: Record<string, readonly string[]> = {
  title: [v.goalTitle, v.goalTitleMax],
  description: [v.goalDescriptionMax],
  parameters: [v.targetThreshold, v.habitPeriod, v.habitPeriodWhole, v.tallyCount, v.tallyCountWhole, v.countTooLarge, v.tallyMeasure, v.goalCadenceUnit],
  startDate: [v.goalStartDateInvalid, v.goalStartAfterEnd],
  endDate: [v.goalEndDateInvalid, v.goalEndBeforeStart],
  workIds: [v.goalProjects],
  tagIds: [v.goalTags],
  plan: [v.pacePlanWeekdays, v.pacePlanWeight, v.pacePlanNoWritingWeekday, v.pacePlanTooManyRestDates, v.pacePlanRestDate, v.pacePlanRestDateRepeated, v.pacePlanNoWritingDayInWindow, v.goalPlanHabit],
};

export type ServerField = keyof GoalFormValues;

/** The form field a server's 400 message is about (an unknown project or tag is named by its id), or null. */
export function fieldOfServerMessage(message: string, values: GoalFormValues): ServerField | null {
  if (values.workIds.some((id) => message === v.goalUnknownProject(id))) return 'workIds';
  if (values.tagIds.some((id) => message === v.goalUnknownTag(id))) return 'tagIds';
  for (const [field, list] of Object.entries(FIELD_MESSAGES)) if (list.includes(message)) return field as ServerField;
  return null;
}
