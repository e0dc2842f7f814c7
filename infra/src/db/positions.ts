import { positionFromString, START, type Position } from '../event-store/port.ts';

/**
 * A position column's text (checkpoints: `text collate "C"`, see migration 0018) as a Position: START (the empty
 * string, which the columns default to) for a reader that has read nothing yet, else a position the event store made.
 */
export function positionFromColumn(text: string): Position {
  return text === START ? START : positionFromString(text);
}
