import { describe, expect, test } from 'vitest';
import { minutesFromParts, partsFromMinutes } from './time-entry.ts';

describe('minutesFromParts: the sign of the hours carries over to the minutes', () => {
  test.each([
    { hours: 0, minutes: 0, total: 0 },
    { hours: 2, minutes: 5, total: 125 },
    { hours: 1, minutes: 30, total: 90 },
    { hours: 1, minutes: 0, total: 60 },
    { hours: -1, minutes: 30, total: -90 },
    { hours: -1, minutes: -30, total: -90 },
    { hours: -2, minutes: 0, total: -120 },
    { hours: 2, minutes: -5, total: 125 },
    { hours: 0, minutes: -15, total: -15 },
    { hours: 0, minutes: 15, total: 15 },
    { hours: -0, minutes: 15, total: -15 },
    { hours: -0, minutes: 0, total: 0 },
    { hours: 0, minutes: 75, total: 75 },
    { hours: 1.5, minutes: 0, total: 90 },
    { hours: 0, minutes: 0.4, total: 0 },
  ])('$hours h $minutes m → $total', ({ hours, minutes, total }) => {
    expect(Object.is(minutesFromParts(hours, minutes), total)).toBe(true);
  });
});

describe('partsFromMinutes: fields for editing a stored count', () => {
  test.each([
    { total: 0, hours: 0, minutes: 0 },
    { total: 125, hours: 2, minutes: 5 },
    { total: 60, hours: 1, minutes: 0 },
    { total: 59, hours: 0, minutes: 59 },
    { total: -90, hours: -1, minutes: 30 },
    { total: -60, hours: -1, minutes: 0 },
    { total: -15, hours: 0, minutes: -15 },
    { total: -59, hours: 0, minutes: -59 },
    { total: -61, hours: -1, minutes: 1 },
    { total: 6000, hours: 100, minutes: 0 },
  ])('$total → $hours h $minutes m', ({ total, hours, minutes }) => {
    const parts = partsFromMinutes(total);
    expect(parts).toEqual({ hours, minutes });
    // No "-0" in a field.
    expect(Object.is(parts.hours, -0) || Object.is(parts.minutes, -0)).toBe(false);
  });

  test('every count from -1500 to 1500 round-trips, and minutes stay within 0..59 once there are hours', () => {
    for (let total = -1500; total <= 1500; total++) {
      const { hours, minutes } = partsFromMinutes(total);
      expect(minutesFromParts(hours, minutes)).toBe(total);
      if (hours !== 0) expect(minutes >= 0 && minutes < 60).toBe(true);
      else expect(Math.abs(minutes)).toBeLessThan(60);
    }
  });

  test('fields as typed become the same fields after saving and editing again', () => {
    for (const [hours, minutes] of [[-3, 45], [3, 45], [0, -45], [-1, 0]] as const) {
      expect(partsFromMinutes(minutesFromParts(hours, minutes))).toEqual({ hours, minutes });
    }
  });
});
