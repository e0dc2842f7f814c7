import { START as ESDB_START, type Position as EsdbPosition, type ReadPosition } from '@eventstore/db-client';
import { comparePositions, START, type Position } from '../port.ts';

/**
 * The one place that converts between EventStoreDB's $all positions and the port's.
 *
 * EventStoreDB orders $all by (commit, prepare): both are byte offsets in its single append-only transaction log,
 * and the events of one append share the commit position and differ in the prepare position. The port's Position
 * is an opaque string whose string order is log order: encodeLogPosition below.
 */
export function fromEsdbPosition(p: EsdbPosition): Position {
  return encodeLogPosition(p) as Position;
}

/** Where an ESDB read starts for a port position (START reads the log from its beginning). */
export function toEsdbPosition(p: Position): ReadPosition {
  if (comparePositions(p, START) === 0) return ESDB_START;
  return decodeLogPosition(p);
}

/**
 * The port's sequence of an event: its prepare position, the offset of its own record in the log, so unique, and
 * larger for every later append (the commit position is shared by the events of one append).
 */
export function sequenceOf(p: EsdbPosition): bigint {
  return p.prepare;
}

/** Decimal digits of the largest unsigned 64-bit number, the width of each part of an encoded position. */
const PART_WIDTH = 20;
const MAX_PART = (1n << 64n) - 1n;
const ENCODED = new RegExp(`^(\\d{${PART_WIDTH}}):(\\d{${PART_WIDTH}})$`);

/**
 * `commit:prepare`, each zero-padded to 20 digits: equal-width decimals compare byte-wise as numbers do, so the
 * string order of encoded positions is log order (the shape the opaque port Position needs).
 */
export function encodeLogPosition(p: EsdbPosition): string {
  for (const part of [p.commit, p.prepare]) {
    if (part < 0n || part > MAX_PART) throw new RangeError(`EventStoreDB position out of range: ${p.commit}/${p.prepare}`);
  }
  return `${p.commit.toString().padStart(PART_WIDTH, '0')}:${p.prepare.toString().padStart(PART_WIDTH, '0')}`;
}

export function decodeLogPosition(s: string): EsdbPosition {
  const match = ENCODED.exec(s);
  if (!match?.[1] || !match[2]) throw new Error(`Not an EventStoreDB log position: ${s}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}
