/**
 * Pace rounding and the pace message (spec §4 "Pace messages").
 *
 * "The share of the remaining pace", as we define it: the part of today's target still to do, over today's target,
 * where today's target is the plan-aware "how much to do today to finish on time" (`plannedTodaysTarget`):
 *
 *     share = (todaysTarget − doneToday) / todaysTarget
 *
 * 1 (100%) with nothing done today, 0 once today's target is met, below 0 beyond it. It does not depend on the
 * target's sign (a cut divides two negative numbers), it is bounded for a writer on their way, and it never divides
 * by a pace of 0. The reference divided what is left today by the average pace so far, which is infinite on a day
 * after nothing was written and meaningless for a cut. At or under 0 (or a target of 0 for today: a rest day, or
 * nothing left to do) the writer is at or ahead of pace: "phew!".
 */
import { messages } from '../messages.ts';
import type { MeasureName } from './measures.ts';

/** Decimal places a pace is shown with: chapters, pages and scenes are few and big, so they keep two. */
export const PACE_DECIMALS: Record<MeasureName, number> = { chapter: 2, page: 2, scene: 2, word: 0, time: 0, line: 0 };

/**
 * A pace (par, today's target, an average) rounded for its measure: 2 decimals for chapters, pages and scenes,
 * else whole numbers. Halves round away from 0, so a cut rounds like a target (-2.5 → -3 as 2.5 → 3), and the
 * float error of e.g. 1.005 × 100 does not round a half down. Never -0.
 */
export function roundPace(value: number, measure: MeasureName): number {
  const factor = 10 ** PACE_DECIMALS[measure];
  // 15 significant digits hold every count (up to 10^12) times 100 exactly, and drop the float noise below.
  const magnitude = Math.round(Number((Math.abs(value) * factor).toPrecision(15))) / factor;
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** The goal's first days show "get it going!": the start day is day 1, so days 1 and 2. */
export const GET_IT_GOING_DAYS = 3;

/**
 * The share of today's target still to do (see the file's comment): 1 with nothing done, 0 at the target,
 * negative beyond it; 0 when today's target is 0.
 */
export function remainingPaceShare(todaysTarget: number, doneToday: number): number {
  if (todaysTarget === 0) return 0;
  return (todaysTarget - doneToday) / todaysTarget;
}

export type PaceMessage = (typeof messages.pace)[keyof typeof messages.pace];

/** Upper bounds (exclusive) of the shares, and their messages, after "phew!" (at or under 0). */
const PACE_BANDS: readonly (readonly [number, PaceMessage])[] = [
  [0.1, messages.pace.almostThere],
  [0.33, messages.pace.youGotThis],
  [0.67, messages.pace.keepOnGoing],
  [0.9, messages.pace.goodLuck],
];

export interface PaceMessageInput {
  /** Today's place in the goal: 1 on its first day. */
  dayOfGoal: number;
  /** Today's target as shown (rounded for the measure). */
  todaysTarget: number;
  /** What counted for the goal today. */
  doneToday: number;
}

/**
 * "get it going!" on the first two days; then by the share of today's target still to do: "phew!" at or ahead
 * (share ≤ 0); under 10% "almost there!"; under 33% "you got this!"; under 67% "keep on going!"; under 90%
 * "good luck!"; else "bear down!".
 */
export function paceMessage({ dayOfGoal, todaysTarget, doneToday }: PaceMessageInput): PaceMessage {
  if (dayOfGoal < GET_IT_GOING_DAYS) return messages.pace.getItGoing;
  const share = remainingPaceShare(todaysTarget, doneToday);
  if (share <= 0) return messages.pace.phew;
  for (const [under, message] of PACE_BANDS) if (share < under) return message;
  return messages.pace.bearDown;
}
