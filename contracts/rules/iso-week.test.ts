import { describe, expect, test } from 'vitest';
import { isoWeek, isoWeekStart, utcDate } from './iso-week.ts';

describe('isoWeekStart and isoWeek', () => {
  test.each([
    // date, Monday of its ISO week, ISO year, week
    ['2026-12-28', '2026-12-28', 2026, 53], // a Monday starts its own week
    ['2026-12-31', '2026-12-28', 2026, 53], // New Year's Eve, a Thursday
    ['2027-01-01', '2026-12-28', 2026, 53], // the new calendar year, still 2026's last ISO week
    ['2027-01-03', '2026-12-28', 2026, 53], // its Sunday
    ['2027-01-04', '2027-01-04', 2027, 1], // the first Monday of ISO 2027
    ['2024-12-30', '2024-12-30', 2025, 1], // a December Monday in the next ISO year's first week
    ['2025-01-01', '2024-12-30', 2025, 1],
    ['2020-12-31', '2020-12-28', 2020, 53],
    ['2021-01-03', '2020-12-28', 2020, 53],
    ['2024-02-29', '2024-02-26', 2024, 9], // a leap day
    ['2026-11-24', '2026-11-23', 2026, 48],
    ['2023-01-01', '2022-12-26', 2022, 52], // a Sunday New Year's Day
  ])('%s is in the week starting %s (%i-W%i)', (date, monday, isoYear, week) => {
    expect(isoWeekStart(date)).toBe(monday);
    expect(isoWeek(date)).toEqual({ isoYear, week });
  });

  test('utcDate takes the calendar date in UTC, whatever the process time zone', () => {
    expect(utcDate(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
    expect(utcDate(new Date('2027-01-01T00:00:00.000Z'))).toBe('2027-01-01');
  });
});
