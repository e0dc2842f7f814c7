import type { StandingsPerson } from '@inkpace/contracts/api/leaderboard-standings';
import { boardColor, type BoardColor } from '@inkpace/contracts/rules/board-colors';
import { formatCount, formatMeasureCount } from '@inkpace/contracts/rules/format';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import type { Board, Standings } from './board-cache.ts';

/** The people of the standings by member id. */
export const peopleById = (standings: Standings): Map<number, StandingsPerson> => new Map(standings.people.map((p) => [p.memberId, p]));

/** A team's name by id ("Team 3" should a team be gone from the board the page has). */
export function teamName(board: Board, teamId: number): string {
  return board.teams.find((t) => t.id === teamId)?.name ?? `Team ${teamId}`;
}

/** The palette colour a team is drawn in (its own, or the automatic one for its id). */
export function teamColor(board: Board, teamId: number): BoardColor {
  return boardColor(board.teams.find((t) => t.id === teamId)?.color ?? '', teamId);
}

/** A value of the board's progress: a count in its measure, or (individual-goal mode) a percent of a goal. */
export type Unit = MeasureName | 'percent';

/** 1,234 words; 1h 30m; 42.5%. */
export function formatValue(n: number, unit: Unit): string {
  return unit === 'percent' ? `${formatCount(Math.round(n * 10) / 10)}%` : formatMeasureCount(n, unit);
}

/** A difference of percents, in percentage points: "25 points", "1 point", "2.5 points". */
export function formatPoints(n: number): string {
  const rounded = Math.round(n * 10) / 10;
  return `${formatCount(rounded)} point${Math.abs(rounded) === 1 ? '' : 's'}`;
}

/** The unit the chart and team totals use: percents in individual-goal mode, else the standings' measure. */
export function standingsUnit(board: Board, standings: Standings): Unit {
  return board.individualGoalMode ? 'percent' : (standings.measure ?? 'word');
}

/** The words for a change of position since yesterday: "up 2", "down 1", "no change". */
export function movementWords(movement: number): string {
  if (movement === 0) return 'no change';
  return movement > 0 ? `up ${movement}` : `down ${-movement}`;
}
