import { describe, expect, test } from 'vitest';
import { yAxisScale } from './chart-scale.ts';

describe('y axis scale (issue 12 #11): from the data, the spec default only for an empty or near-empty chart', () => {
  test.each([
    // Empty: the spec's default maximum (§9), so a new project's chart still has a sensible scale.
    { what: 'no values', values: [], defaultMax: 5000, measure: 'word', scale: { min: 0, max: 5000, step: 1000 } },
    { what: 'only zeros', values: [0, 0], defaultMax: 50, measure: 'page', scale: { min: 0, max: 50, step: 10 } },
    // Near-empty (the peak under a tenth of the default): a tenth of the default, not a 1-word chart blown up.
    { what: '20 words', values: [0, 20], defaultMax: 5000, measure: 'word', scale: { min: 0, max: 500, step: 100 } },
    { what: '3 pages', values: [0, 3, 3], defaultMax: 50, measure: 'page', scale: { min: 0, max: 5, step: 1 } },
    // Far below the default: the data's peak with headroom, not the default's 0–50.
    { what: '12 pages', values: [4, 12], defaultMax: 50, measure: 'page', scale: { min: 0, max: 15, step: 5 } },
    { what: '2,300 words', values: [300, 2300], defaultMax: 5000, measure: 'word', scale: { min: 0, max: 3000, step: 1000 } },
    // At least a tenth of headroom above the highest point: 4,600 → 5,060 → 6,000 (in steps of 2,000: at most six labels).
    { what: '4,600 words', values: [4600], defaultMax: 5000, measure: 'word', scale: { min: 0, max: 6000, step: 2000 } },
    { what: '5,000 words exactly', values: [5000], defaultMax: 5000, measure: 'word', scale: { min: 0, max: 6000, step: 2000 } },
    // Above the default: the data.
    { what: '87,000 words', values: [87_000], defaultMax: 5000, measure: 'word', scale: { min: 0, max: 100_000, step: 20_000 } },
    { what: '2,500-word days', values: [2500, 10], defaultMax: 1000, measure: 'word', scale: { min: 0, max: 3000, step: 1000 } },
    // Time in minutes: steps of whole quarter hours and hours.
    { what: '95 minutes', values: [95], defaultMax: 250, measure: 'time', scale: { min: 0, max: 120, step: 30 } },
    { what: '41 hours', values: [2460], defaultMax: 250, measure: 'time', scale: { min: 0, max: 3000, step: 600 } },
    // Counts are whole: no fractional steps even on a tiny scale.
    { what: 'one page a day', values: [1], defaultMax: 5, measure: 'page', scale: { min: 0, max: 2, step: 1 } },
    // Negatives (a set total that lowered the count): room below zero too.
    { what: 'a −40 day', values: [-40, 20], defaultMax: 5, measure: 'page', scale: { min: -60, max: 40, step: 20 } },
    // Plain counts (people on the admin charts) step like words.
    { what: '3 sign-ups', values: [0, 3], defaultMax: 10, measure: null, scale: { min: 0, max: 4, step: 1 } },
    { what: '95 active people', values: [95, 40], defaultMax: 10, measure: null, scale: { min: 0, max: 150, step: 50 } },
  ] as const)('$what → $scale.min to $scale.max by $scale.step', ({ values, defaultMax, measure, scale }) => {
    expect(yAxisScale(values, defaultMax, measure)).toEqual(scale);
  });

  test('never more than six labels, the top always above the highest point', () => {
    for (const peak of [1, 7, 19, 99, 101, 999, 1234, 9999, 45_678, 1_000_000]) {
      const { min, max, step } = yAxisScale([peak], 50, 'word');
      expect((max - min) / step).toBeLessThanOrEqual(5);
      expect(max).toBeGreaterThan(peak);
      expect(Number.isInteger(step)).toBe(true);
    }
  });
});
