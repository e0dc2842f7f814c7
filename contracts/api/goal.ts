import { z } from 'zod';
import { messages } from '../messages.ts';
import { CADENCE_UNITS } from '../rules/habit-periods.ts';
import { GOAL_TYPES, HABIT_PERIOD_MAX, goalDatesProblemMessages, goalDatesProblems, type GoalType } from '../rules/goal-validation.ts';
import { PACE_PLAN_MAX_REST_DATES, PACE_PLAN_WEEKDAYS, pacePlanProblemMessages, pacePlanProblems } from '../rules/pace-plan.ts';
import { clientUuid, count, measure, optionalCalendarDate, positiveId, requiredName } from './fields.ts';
import { goalPaths } from './paths.ts';
import * as stored from '../events/values.ts';
import { blankValues, createShape, fieldMap, fieldNames, responseShape, ruleShape, type StoredValues } from './field-map.ts';
import { idParam, ownedResourceFields, route } from './route.ts';

const v = messages.validation;
import { GOAL_BATCH_MAX, GOAL_DESCRIPTION_MAX, GOAL_FILTER_MAX, GOAL_TITLE_MAX, GOALS_PER_WRITER } from '../rules/field-limits.ts';
export { GOAL_BATCH_MAX, GOAL_DESCRIPTION_MAX, GOAL_FILTER_MAX, GOAL_TITLE_MAX, GOALS_PER_WRITER };
export { GOAL_TYPES, type GoalType };

export const threshold = z.object({ measure, count });
export type Threshold = z.infer<typeof threshold>;
export const cadence = z.object({ unit: z.enum(CADENCE_UNITS), period: z.number().int() });

export const targetParameters = z.object({ threshold });
export const habitParameters = z.object({ cadence, threshold: threshold.nullable() });
export type TargetParameters = z.infer<typeof targetParameters>;
export type HabitParameters = z.infer<typeof habitParameters>;

/**
 * A target's pace plan (an Inkpace addition; rules in rules/pace-plan.ts): a weight per weekday, Sunday first (how
 * much of the work each day of the week should carry; 0 for days off), and rest dates that carry none. Without one
 * every day counts the same.
 */
export const plan = z.object({ weekdayWeights: z.array(z.number()), restDates: z.array(z.string()) });
export type GoalPlan = z.infer<typeof plan>;

// Rules of the fields a writer sends (spec §5), each with the spec's message.
const ids = (message: string) => z.array(positiveId(message), { error: message }).max(GOAL_FILTER_MAX, message);

/** A plan's own rules (weights, rest dates) come from pacePlanProblems, the first problem's message in the 400. */
const planBody = z.strictObject({
  weekdayWeights: z.array(z.number({ error: v.pacePlanWeight }), { error: v.pacePlanWeekdays }).max(PACE_PLAN_WEEKDAYS, v.pacePlanWeekdays),
  restDates: z.array(z.string({ error: v.pacePlanRestDate }), { error: v.pacePlanRestDate }).max(PACE_PLAN_MAX_REST_DATES, v.pacePlanTooManyRestDates),
}).superRefine((p, ctx) => {
  const [problem] = pacePlanProblems(p);
  if (problem) ctx.addIssue({ code: 'custom', message: pacePlanProblemMessages[problem] });
});

const thresholdBody = z.strictObject({ measure: z.enum(measure.options, { error: v.tallyMeasure }), count });
const cadenceBody = z.strictObject({
  unit: z.enum(CADENCE_UNITS, { error: v.goalCadenceUnit }),
  period: z.number({ error: v.habitPeriod }).int(v.habitPeriodWhole).min(1, v.habitPeriodWhole).max(HABIT_PERIOD_MAX, v.habitPeriodWhole),
});
/** Either shape; which one the type needs is checked with the type (goalBodyProblem). */
const parametersBody = z.strictObject({ threshold: thresholdBody.nullable().optional(), cadence: cadenceBody.optional() });

/**
 * The fields a writer edits (one `GoalEdited` carries any of them): the create and update bodies, the event's shape
 * (contracts/events/goal.ts) and the answer derive from this map; the projection's columns go by its names
 * (projector/src/progress/goal-columns.ts). `starred` is its own event, so it stands apart.
 */
export const goalFieldMap = fieldMap({
  title: { stored: z.string(), rule: requiredName(v.goalTitle, GOAL_TITLE_MAX, v.goalTitleMax), blank: '' },
  description: { stored: z.string(), rule: z.string().trim().max(GOAL_DESCRIPTION_MAX, v.goalDescriptionMax), default: '' },
  type: { stored: stored.goalType, rule: z.enum(GOAL_TYPES, { error: v.goalType }), blank: 'target' },
  parameters: { stored: stored.goalParameters, rule: parametersBody, blank: { threshold: { measure: 'word', count: 0 } } },
  startDate: { stored: stored.calendarDate.nullable(), rule: optionalCalendarDate(v.goalStartDateInvalid), default: null },
  endDate: { stored: stored.calendarDate.nullable(), rule: optionalCalendarDate(v.goalEndDateInvalid), default: null },
  workIds: { stored: z.array(stored.id), rule: ids(v.goalProjects), default: [] },
  tagIds: { stored: z.array(stored.id), rule: ids(v.goalTags), default: [] },
  displayOnProfile: { stored: z.boolean(), rule: z.boolean(), default: false },
  plan: { stored: stored.pacePlan.nullable(), rule: planBody.nullable(), default: null },
});
export type GoalValues = StoredValues<typeof goalFieldMap>;
export const GOAL_EDITABLE_FIELDS = fieldNames(goalFieldMap);
/** A goal before it is created (an aggregate's initial state). */
export const GOAL_BLANK: GoalValues = blankValues(goalFieldMap);

/** A goal as the API answers it (the reference shape, plus `plan`). */
export const goal = z.object({ ...ownedResourceFields, ...responseShape(goalFieldMap), starred: z.boolean() });
export type Goal = z.infer<typeof goal>;
/** The list's items carry whether a target is achieved (habits never are). */
export const goalWithAchievement = goal.extend({ achieved: z.boolean() });
export type GoalWithAchievement = z.infer<typeof goalWithAchievement>;

/** Every rule a writer's body may carry, by field. */
export const goalFields = { ...ruleShape(goalFieldMap), starred: z.boolean() };

/** The parts of a goal whose combination has rules: type and parameters, start and end, a plan only for targets. */
export interface GoalShape {
  type: GoalType;
  parameters: z.infer<typeof parametersBody>;
  startDate: string | null;
  endDate: string | null;
  plan: GoalPlan | null;
}

/** What is wrong with a goal as a whole (null when nothing is): run on a new goal, and on an edited one as it would be. */
export function goalShapeProblem(g: GoalShape): { path: string; message: string } | null {
  if (g.type === 'target' && !g.parameters.threshold) return { path: 'parameters.threshold', message: v.targetThreshold };
  if (g.type === 'habit' && !g.parameters.cadence) return { path: 'parameters.cadence', message: v.habitPeriod };
  if (goalDatesProblems(g.startDate, g.endDate).includes('startAfterEnd')) return { path: 'endDate', message: goalDatesProblemMessages.startAfterEnd.endDate ?? v.goalEndBeforeStart };
  if (g.type === 'habit' && g.plan) return { path: 'plan', message: v.goalPlanHabit };
  if (g.plan && g.startDate && g.endDate) {
    const [problem] = pacePlanProblems(g.plan, { start: g.startDate, end: g.endDate });
    if (problem) return { path: 'plan', message: pacePlanProblemMessages[problem] };
  }
  return null;
}

/** A goal as stored: only the parameters its type uses. */
export function normalizedParameters(g: Pick<GoalShape, 'type' | 'parameters'>): TargetParameters | HabitParameters | null {
  if (g.type === 'target') return g.parameters.threshold ? { threshold: g.parameters.threshold } : null;
  return g.parameters.cadence ? { cadence: g.parameters.cadence, threshold: g.parameters.threshold ?? null } : null;
}

export const createGoalBody = z.strictObject({ uuid: clientUuid.optional(), ...createShape(goalFieldMap), starred: goalFields.starred.default(false) }).superRefine((g, ctx) => {
  const problem = goalShapeProblem(g);
  if (problem) ctx.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.message });
});
export type CreateGoalBody = z.output<typeof createGoalBody>;

/** PATCH: any of the fields; the goal as it would be is checked as a whole by the command. */
export const updateGoalBody = z.strictObject(goalFields).partial();
export type UpdateGoalBody = z.output<typeof updateGoalBody>;

export const batchGoalBody = z.array(createGoalBody).min(1, v.goalBatchEmpty).max(GOAL_BATCH_MAX, v.goalBatchMax);

export const goalRoutes = {
  list: route({ ...goalPaths.list, response: z.array(goalWithAchievement), summary: 'List goals' }),
  get: route({ ...goalPaths.get, params: idParam, response: goal, summary: 'Get a goal' }),
  create: route({ ...goalPaths.create, body: createGoalBody, response: goal, summary: 'Create a goal' }),
  batch: route({ ...goalPaths.batch, body: batchGoalBody, response: z.array(goal), summary: 'Create several goals at once' }),
  update: route({ ...goalPaths.update, params: idParam, body: updateGoalBody, response: goal, summary: 'Update (or star) a goal' }),
  remove: route({ ...goalPaths.remove, params: idParam, response: goal, summary: 'Delete a goal' }),
};
