import type { Goal } from '@inkpace/contracts/api/goal';
import { formatCount, formatMeasureCount } from '@inkpace/contracts/rules/format';
import type { GoalStatus } from '@inkpace/contracts/rules/goal-status';
import type { CadenceUnit } from '@inkpace/contracts/rules/habit-periods';

/** How goals read on screen: words only, the rules (status, order, pace) live in contracts/rules. */

export const STATUS_LABELS: Record<GoalStatus, string> = { upcoming: 'Upcoming', ongoing: 'Ongoing', achieved: 'Achieved', ended: 'Ended' };
export const STATUS_COLORS: Record<GoalStatus, string> = { upcoming: 'blue', ongoing: 'indigo', achieved: 'teal', ended: 'gray' };
export const TYPE_LABELS: Record<Goal['type'], string> = { target: 'Target', habit: 'Habit' };

const UNIT_WORDS: Record<CadenceUnit, [string, string]> = { day: ['day', 'days'], week: ['week', 'weeks'], month: ['month', 'months'], year: ['year', 'years'] };

/** "every day", "every 2 weeks". */
export function cadenceText(unit: CadenceUnit, period: number): string {
  const [one, many] = UNIT_WORDS[unit];
  return period === 1 ? `every ${one}` : `every ${formatCount(period)} ${many}`;
}

/** "day", "2-week period": what one habit period is called in stats. */
export function periodNoun(unit: CadenceUnit, period: number, plural = false): string {
  const [one, many] = UNIT_WORDS[unit];
  if (period === 1) return plural ? many : one;
  return `${formatCount(period)}-${one} period${plural ? 's' : ''}`;
}

/** What the goal asks: "50,000 words" or "500 words every day" / "Any progress every 2 weeks". */
export function goalAimText(goal: Goal): string {
  const p = goal.parameters;
  if ('cadence' in p) {
    const amount = p.threshold ? formatMeasureCount(p.threshold.count, p.threshold.measure) : 'Any progress';
    return `${amount} ${cadenceText(p.cadence.unit, p.cadence.period)}`;
  }
  return formatMeasureCount(p.threshold.count, p.threshold.measure);
}
