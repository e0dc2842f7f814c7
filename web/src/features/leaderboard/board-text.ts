import type { Leaderboard } from '@inkpace/contracts/api/leaderboard';
import { formatMeasureCount } from '@inkpace/contracts/rules/format';
import { MEASURE_LABELS, MEASURES } from '@inkpace/contracts/rules/measures';
import { dateRangeText } from '../../ui/date-range-text.ts';

/** How a board reads on screen (tiles, headings): words only; the rules live in contracts. */

/** What counts on the board: "Each participant's own goal", or its measures and goal, e.g. "Words, Pages · Goal: 50,000 words". */
export function boardAimText(board: Pick<Leaderboard, 'individualGoalMode' | 'measures' | 'goal' | 'fundraiserMode'>): string {
  if (board.individualGoalMode) return "Each participant's own goal";
  const measures = MEASURES.filter((m) => board.measures.includes(m)).map((m) => MEASURE_LABELS[m]);
  const goals = MEASURES.flatMap((m) => (board.goal[m] === undefined ? [] : [formatMeasureCount(board.goal[m], m)]));
  const parts = [measures.join(', ')];
  if (goals.length > 0) parts.push(`${board.fundraiserMode ? 'Together' : 'Goal'}: ${goals.join(', ')}`);
  return parts.join(' · ');
}

/** The board's dates, or that it has none. */
export const boardDatesText = (board: Pick<Leaderboard, 'startDate' | 'endDate'>): string => dateRangeText(board) ?? 'No dates set';

/** "1 participant", "3 participants". */
export const participantCount = (n: number): string => `${n} participant${n === 1 ? '' : 's'}`;
