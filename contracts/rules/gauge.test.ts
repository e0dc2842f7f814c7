import { describe, expect, test } from 'vitest';
import { GAUGE_MIN_FRACTION, gaugeOf, gaugePercent } from './gauge.ts';

describe('gaugeOf (spec §4, §9)', () => {
  test.each([
    { value: 0, max: 1000, fraction: 0, tone: 'partial' },
    { value: 250, max: 1000, fraction: 0.25, tone: 'partial' },
    { value: 1000, max: 1000, fraction: 1, tone: 'full' },
    { value: 5000, max: 1000, fraction: 1, tone: 'full' },
    { value: -250, max: 1000, fraction: -0.25, tone: 'negative' },
    { value: -980, max: 1000, fraction: -0.98, tone: 'negative' },
    { value: -5000, max: 1000, fraction: -0.98, tone: 'negative' },
    { value: -2500, max: -10_000, fraction: 0.25, tone: 'partial' },
    { value: 400, max: -10_000, fraction: -0.04, tone: 'negative' },
    { value: -12_000, max: -10_000, fraction: 1, tone: 'full' },
    { value: 5, max: 0, fraction: 1, tone: 'full' },
  ] as const)('$value of $max → $fraction ($tone)', ({ value, max, fraction, tone }) => {
    expect(gaugeOf(value, max)).toEqual({ fraction, tone });
  });

  test('the clamp: never below −0.98, never above 1, and not a number counts as empty', () => {
    expect(gaugeOf(-Number.MAX_SAFE_INTEGER, 1).fraction).toBe(GAUGE_MIN_FRACTION);
    expect(gaugeOf(Number.POSITIVE_INFINITY, 1).fraction).toBe(1);
    expect(gaugeOf(Number.NaN, 1)).toEqual({ fraction: 0, tone: 'partial' });
  });

  test('a negative gauge draws its magnitude, never a closed ring', () => {
    expect(gaugePercent(gaugeOf(-250, 1000))).toBe(25);
    expect(gaugePercent(gaugeOf(-5000, 1000))).toBe(98);
    expect(gaugePercent(gaugeOf(2000, 1000))).toBe(100);
  });
});
