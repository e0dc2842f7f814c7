import { describe, expect, test } from 'vitest';
import { messages } from '../messages.ts';
import { balanceCounts, countBoundsProblem, countInBounds, COUNT_LIMIT, measureOverVolume, VOLUME_LIMIT } from './count-bounds.ts';

describe('countInBounds', () => {
  test.each([
    { count: 0, ok: true },
    { count: COUNT_LIMIT, ok: true },
    { count: -COUNT_LIMIT, ok: true },
    { count: COUNT_LIMIT + 1, ok: false },
    { count: -COUNT_LIMIT - 1, ok: false },
    // The difference of the review's sequence: a total of 1e9 over two entries of -1e9.
    { count: 3_000_000_000, ok: false },
    { count: 2 ** 53, ok: false },
    { count: 1.5, ok: false },
    { count: Number.NaN, ok: false },
  ])('$count → $ok', ({ count, ok }) => {
    expect(countInBounds(count)).toBe(ok);
  });
});

describe('measureOverVolume', () => {
  test('magnitudes add up per measure, whatever their sign', () => {
    expect(measureOverVolume({ word: VOLUME_LIMIT - 10 }, [{ measure: 'word', count: -4 }, { measure: 'word', count: 6 }])).toBeNull();
    expect(measureOverVolume({ word: VOLUME_LIMIT - 10 }, [{ measure: 'word', count: -6 }, { measure: 'word', count: 5 }])).toBe('word');
  });

  test('each measure has its own volume', () => {
    expect(measureOverVolume({ word: VOLUME_LIMIT, time: 0 }, [{ measure: 'time', count: COUNT_LIMIT }])).toBeNull();
    expect(measureOverVolume({ time: VOLUME_LIMIT }, [{ measure: 'time', count: 1 }])).toBe('time');
  });

  test('a writer with no volume yet starts at zero', () => {
    expect(measureOverVolume({}, [{ measure: 'page', count: COUNT_LIMIT }])).toBeNull();
  });
});

describe('countBoundsProblem', () => {
  test('a set total whose difference is out of bounds says so', () => {
    expect(countBoundsProblem({}, [{ measure: 'word', count: 3_000_000_000, setTotal: true }])).toBe(messages.validation.setTotalTooFar);
  });

  test('a plain count out of bounds gets the count message', () => {
    expect(countBoundsProblem({}, [{ measure: 'word', count: -COUNT_LIMIT - 1 }])).toBe(messages.validation.countTooLarge);
  });

  test('a batch that would pass the volume limit is refused as a whole', () => {
    const batch = [{ measure: 'word' as const, count: COUNT_LIMIT }, { measure: 'word' as const, count: -COUNT_LIMIT }];
    expect(countBoundsProblem({ word: VOLUME_LIMIT - COUNT_LIMIT }, batch)).toBe(messages.validation.volumeExceeded);
    expect(countBoundsProblem({ word: VOLUME_LIMIT - 2 * COUNT_LIMIT }, batch)).toBeNull();
  });

  test('starting balances count like entries', () => {
    const added = balanceCounts({ word: -COUNT_LIMIT, page: 7 });
    expect(added).toEqual([{ measure: 'word', count: -COUNT_LIMIT }, { measure: 'page', count: 7 }]);
    expect(countBoundsProblem({ word: VOLUME_LIMIT }, added)).toBe(messages.validation.volumeExceeded);
  });

  test('no sum within the bounds can leave exact integers, even over thousands of writers', () => {
    expect(9_000 * VOLUME_LIMIT).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});
