import { START, type Position } from './port.ts';

/** Both xid8 and bigint fit in 20 decimal digits (2^64 has 20). */
const DIGITS = 20;
const SHAPE = new RegExp(`^(\\d{${DIGITS}}):(\\d{${DIGITS}})$`);

/**
 * PgEventStore's positions: the event's transaction id and global position, each zero-padded to DIGITS and joined
 * by ':', so that string order is the readers' (tx_id, global_position) order. Migration 0018 converted the
 * checkpoints stored before positions were text to this same form (pg.test.ts checks the two agree).
 */
export function encodePgPosition(txId: string, globalPosition: string): Position {
  return `${txId.padStart(DIGITS, '0')}:${globalPosition.padStart(DIGITS, '0')}` as Position;
}

/** The (tx_id, global_position) pair a position stands for, as decimal text; START is (0, 0), before every event. */
export function decodePgPosition(position: Position): { txId: string; globalPosition: string } {
  if (position === START) return { txId: '0', globalPosition: '0' };
  const m = SHAPE.exec(position);
  if (!m?.[1] || !m[2]) throw new Error(`Not a PostgreSQL event store position: ${JSON.stringify(position.slice(0, 100))}`);
  // Without the zeros: xid8's input reads a leading 0 as octal.
  return { txId: BigInt(m[1]).toString(), globalPosition: BigInt(m[2]).toString() };
}
