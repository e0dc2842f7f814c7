import { describe, expect, test } from 'vitest';
import { comparePositions } from '../port.ts';
import { decodeLogPosition, encodeLogPosition, fromEsdbPosition } from './position.ts';

const MAX = (1n << 64n) - 1n;
// Log order: commit first, then prepare (the events of one append share a commit position).
const ordered = [
  { commit: 0n, prepare: 0n },
  { commit: 9n, prepare: 9n },
  { commit: 9n, prepare: 10n },
  { commit: 10n, prepare: 10n },
  { commit: 10n, prepare: 2_000n },
  { commit: 123_456_789n, prepare: 123_456_789n },
  { commit: MAX - 1n, prepare: MAX },
  { commit: MAX, prepare: MAX },
];

describe('EventStoreDB log positions', () => {
  test('encoded, they sort byte-wise in log order and decode to what was encoded', () => {
    const encoded = ordered.map(encodeLogPosition);
    expect([...encoded].reverse().sort()).toEqual(encoded);
    expect(encoded.map(decodeLogPosition)).toEqual(ordered);
    expect(encoded[2]).toBe('00000000000000000009:00000000000000000010');
  });

  test('as port positions, they compare in log order', () => {
    for (let i = 1; i < ordered.length; i++) {
      const [a, b] = [ordered[i - 1], ordered[i]];
      if (!a || !b) continue;
      expect(comparePositions(fromEsdbPosition(a), fromEsdbPosition(b))).toBe(-1);
      expect(comparePositions(fromEsdbPosition(b), fromEsdbPosition(a))).toBe(1);
      expect(comparePositions(fromEsdbPosition(a), fromEsdbPosition({ ...a }))).toBe(0);
    }
  });

  test('out-of-range and malformed positions are refused', () => {
    expect(() => encodeLogPosition({ commit: -1n, prepare: 0n })).toThrow(RangeError);
    expect(() => encodeLogPosition({ commit: 0n, prepare: MAX + 1n })).toThrow(RangeError);
    for (const bad of ['', '1:2', '00000000000000000009:0000000000000000001x', '00000000000000000009-00000000000000000010']) {
      expect(() => decodeLogPosition(bad)).toThrow(/Not an EventStoreDB log position/);
    }
  });
});
