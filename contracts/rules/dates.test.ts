import { describe, expect, test } from 'vitest';
import {
  EARLIEST_DATE, LATEST_DATE, MAX_DAY_END_HOUR, addDays, addMonths, dateRange, dayNumber, daysBetween, earlierDate, fromDayNumber, isAcceptedDate, laterDate,
  startOfMonth, startOfYear, writerDate,
} from './dates.ts';

/**
 * Every case names its zone, so the table holds on any machine (the contracts tests also run with TZ set to
 * Pacific/Kiritimati and Pacific/Pago_Pago). `local` is the wall clock in that zone, for the reader.
 */
interface Case {
  zone: string;
  utc: string;
  local: string;
  /** The date with the day ending at midnight, and with it ending at 2 a.m. */
  atMidnight: string;
  at2am: string;
}

const PAGO_PAGO = 'Pacific/Pago_Pago'; // UTC−11 all year
const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14 all year
const BERLIN = 'Europe/Berlin'; // CET/CEST: 2026-03-29 02:00 → 03:00, 2026-10-25 03:00 → 02:00
const NEW_YORK = 'America/New_York'; // EST/EDT: 2026-03-08 02:00 → 03:00, 2026-11-01 02:00 → 01:00

const cases: Case[] = [
  // Around midnight into a leap day, at both ends of the world.
  { zone: PAGO_PAGO, utc: '2024-02-29T10:59:59Z', local: 'Feb 28 23:59:59', atMidnight: '2024-02-28', at2am: '2024-02-28' },
  { zone: PAGO_PAGO, utc: '2024-02-29T11:00:00Z', local: 'Feb 29 00:00', atMidnight: '2024-02-29', at2am: '2024-02-28' },
  { zone: PAGO_PAGO, utc: '2024-02-29T12:30:00Z', local: 'Feb 29 01:30', atMidnight: '2024-02-29', at2am: '2024-02-28' },
  { zone: PAGO_PAGO, utc: '2024-02-29T13:00:00Z', local: 'Feb 29 02:00', atMidnight: '2024-02-29', at2am: '2024-02-29' },
  { zone: PAGO_PAGO, utc: '2024-03-01T11:00:00Z', local: 'Mar 1 00:00', atMidnight: '2024-03-01', at2am: '2024-02-29' },
  { zone: PAGO_PAGO, utc: '2024-03-01T12:59:59Z', local: 'Mar 1 01:59:59', atMidnight: '2024-03-01', at2am: '2024-02-29' },
  { zone: KIRITIMATI, utc: '2024-02-28T09:59:59Z', local: 'Feb 28 23:59:59', atMidnight: '2024-02-28', at2am: '2024-02-28' },
  { zone: KIRITIMATI, utc: '2024-02-28T10:00:00Z', local: 'Feb 29 00:00', atMidnight: '2024-02-29', at2am: '2024-02-28' },
  { zone: KIRITIMATI, utc: '2024-02-28T11:30:00Z', local: 'Feb 29 01:30', atMidnight: '2024-02-29', at2am: '2024-02-28' },
  { zone: KIRITIMATI, utc: '2024-02-28T12:00:00Z', local: 'Feb 29 02:00', atMidnight: '2024-02-29', at2am: '2024-02-29' },
  { zone: KIRITIMATI, utc: '2024-02-29T10:00:00Z', local: 'Mar 1 00:00', atMidnight: '2024-03-01', at2am: '2024-02-29' },
  // One instant, three dates: it is still the 28th in Pago Pago and already March in Kiritimati.
  { zone: PAGO_PAGO, utc: '2024-02-29T10:30:00Z', local: 'Feb 28 23:30', atMidnight: '2024-02-28', at2am: '2024-02-28' },
  { zone: 'UTC', utc: '2024-02-29T10:30:00Z', local: 'Feb 29 10:30', atMidnight: '2024-02-29', at2am: '2024-02-29' },
  { zone: KIRITIMATI, utc: '2024-02-29T10:30:00Z', local: 'Mar 1 00:30', atMidnight: '2024-03-01', at2am: '2024-02-29' },
  // A year boundary.
  { zone: KIRITIMATI, utc: '2025-12-31T10:00:00Z', local: 'Jan 1 00:00', atMidnight: '2026-01-01', at2am: '2025-12-31' },
  { zone: PAGO_PAGO, utc: '2026-01-01T12:00:00Z', local: 'Jan 1 01:00', atMidnight: '2026-01-01', at2am: '2025-12-31' },
  // Berlin, spring forward: 02:00–02:59 does not exist on 29 March.
  { zone: BERLIN, utc: '2026-03-28T22:59:59Z', local: 'Mar 28 23:59:59 CET', atMidnight: '2026-03-28', at2am: '2026-03-28' },
  { zone: BERLIN, utc: '2026-03-28T23:00:00Z', local: 'Mar 29 00:00 CET', atMidnight: '2026-03-29', at2am: '2026-03-28' },
  { zone: BERLIN, utc: '2026-03-29T00:59:59Z', local: 'Mar 29 01:59:59 CET', atMidnight: '2026-03-29', at2am: '2026-03-28' },
  { zone: BERLIN, utc: '2026-03-29T01:00:00Z', local: 'Mar 29 03:00 CEST', atMidnight: '2026-03-29', at2am: '2026-03-29' },
  // Berlin, fall back: 02:00–02:59 happens twice on 25 October.
  { zone: BERLIN, utc: '2026-10-24T21:59:59Z', local: 'Oct 24 23:59:59 CEST', atMidnight: '2026-10-24', at2am: '2026-10-24' },
  { zone: BERLIN, utc: '2026-10-24T22:00:00Z', local: 'Oct 25 00:00 CEST', atMidnight: '2026-10-25', at2am: '2026-10-24' },
  { zone: BERLIN, utc: '2026-10-24T23:30:00Z', local: 'Oct 25 01:30 CEST', atMidnight: '2026-10-25', at2am: '2026-10-24' },
  { zone: BERLIN, utc: '2026-10-25T00:30:00Z', local: 'Oct 25 02:30 CEST', atMidnight: '2026-10-25', at2am: '2026-10-25' },
  { zone: BERLIN, utc: '2026-10-25T01:30:00Z', local: 'Oct 25 02:30 CET', atMidnight: '2026-10-25', at2am: '2026-10-25' },
  // New York, spring forward on 8 March and fall back on 1 November (01:00–01:59 twice).
  { zone: NEW_YORK, utc: '2026-03-08T04:59:59Z', local: 'Mar 7 23:59:59 EST', atMidnight: '2026-03-07', at2am: '2026-03-07' },
  { zone: NEW_YORK, utc: '2026-03-08T05:00:00Z', local: 'Mar 8 00:00 EST', atMidnight: '2026-03-08', at2am: '2026-03-07' },
  { zone: NEW_YORK, utc: '2026-03-08T06:59:59Z', local: 'Mar 8 01:59:59 EST', atMidnight: '2026-03-08', at2am: '2026-03-07' },
  { zone: NEW_YORK, utc: '2026-03-08T07:00:00Z', local: 'Mar 8 03:00 EDT', atMidnight: '2026-03-08', at2am: '2026-03-08' },
  { zone: NEW_YORK, utc: '2026-11-01T04:00:00Z', local: 'Nov 1 00:00 EDT', atMidnight: '2026-11-01', at2am: '2026-10-31' },
  { zone: NEW_YORK, utc: '2026-11-01T05:30:00Z', local: 'Nov 1 01:30 EDT', atMidnight: '2026-11-01', at2am: '2026-10-31' },
  { zone: NEW_YORK, utc: '2026-11-01T06:30:00Z', local: 'Nov 1 01:30 EST', atMidnight: '2026-11-01', at2am: '2026-10-31' },
  { zone: NEW_YORK, utc: '2026-11-01T07:00:00Z', local: 'Nov 1 02:00 EST', atMidnight: '2026-11-01', at2am: '2026-11-01' },
];

describe("writerDate: the calendar date a writer's work counts for", () => {
  test.each(cases)('$zone at $local: $atMidnight with the day ending at midnight', ({ zone, utc, atMidnight }) => {
    expect(writerDate(new Date(utc), { timeZone: zone })).toBe(atMidnight);
    expect(writerDate(new Date(utc), { timeZone: zone, dayEndHour: 0 })).toBe(atMidnight);
  });

  test.each(cases)('$zone at $local: $at2am with the day ending at 2 a.m.', ({ zone, utc, at2am }) => {
    expect(writerDate(new Date(utc), { timeZone: zone, dayEndHour: 2 })).toBe(at2am);
  });

  test.each([
    // 03:00 EDT comes one hour of real time after 01:00 EST: the day end is read on the wall clock, not by
    // taking three hours off the instant (which would give the 7th).
    { zone: NEW_YORK, utc: '2026-03-08T07:00:00Z', local: 'Mar 8 03:00 EDT', dayEndHour: 3, date: '2026-03-08' },
    { zone: NEW_YORK, utc: '2026-03-08T06:59:59Z', local: 'Mar 8 01:59:59 EST', dayEndHour: 3, date: '2026-03-07' },
    { zone: BERLIN, utc: '2026-03-29T01:00:00Z', local: 'Mar 29 03:00 CEST', dayEndHour: 3, date: '2026-03-29' },
    { zone: PAGO_PAGO, utc: '2024-02-29T16:59:59Z', local: 'Feb 29 05:59:59', dayEndHour: 6, date: '2024-02-28' },
    { zone: PAGO_PAGO, utc: '2024-02-29T17:00:00Z', local: 'Feb 29 06:00', dayEndHour: 6, date: '2024-02-29' },
  ])('$zone at $local, the day ending at $dayEndHour:00 → $date', ({ zone, utc, dayEndHour, date }) => {
    expect(writerDate(new Date(utc), { timeZone: zone, dayEndHour })).toBe(date);
  });

  test("without a zone it is the runtime's own (the browser's in the web app)", () => {
    const runtimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const { utc } of cases) {
      expect(writerDate(new Date(utc))).toBe(writerDate(new Date(utc), { timeZone: runtimeZone }));
      expect(writerDate(new Date(utc), { dayEndHour: 2 })).toBe(writerDate(new Date(utc), { timeZone: runtimeZone, dayEndHour: 2 }));
    }
  });

  test.each([-1, MAX_DAY_END_HOUR + 1, 1.5, Number.NaN])('a day-end hour of %s is refused', (dayEndHour) => {
    expect(() => writerDate(new Date('2026-03-10T12:00:00Z'), { timeZone: 'UTC', dayEndHour })).toThrow(RangeError);
  });

  test('an unknown time zone is refused, never read as UTC', () => {
    expect(() => writerDate(new Date('2026-03-10T12:00:00Z'), { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});

describe('calendar helpers: month and year starts, month arithmetic', () => {
  test.each([
    { date: '2024-02-29', month: '2024-02-01', year: '2024-01-01' },
    { date: '2025-12-31', month: '2025-12-01', year: '2025-01-01' },
    { date: '2026-01-01', month: '2026-01-01', year: '2026-01-01' },
  ])('$date is in the month from $month and the year from $year', ({ date, month, year }) => {
    expect(startOfMonth(date)).toBe(month);
    expect(startOfYear(date)).toBe(year);
  });

  test.each([
    { date: '2026-01-31', months: 1, to: '2026-02-28' },
    { date: '2024-01-31', months: 1, to: '2024-02-29' },
    { date: '2024-02-29', months: 12, to: '2025-02-28' },
    { date: '2024-02-29', months: 48, to: '2028-02-29' },
    { date: '2025-11-01', months: 2, to: '2026-01-01' },
    { date: '2025-12-01', months: 1, to: '2026-01-01' },
    { date: '2026-01-01', months: -1, to: '2025-12-01' },
    { date: '2026-03-31', months: -1, to: '2026-02-28' },
    { date: '2026-05-15', months: 0, to: '2026-05-15' },
    { date: '2026-05-15', months: -17, to: '2024-12-15' },
  ])('$date + $months months → $to', ({ date, months, to }) => {
    expect(addMonths(date, months)).toBe(to);
  });

  test('earlier and later of two dates', () => {
    expect(laterDate('2025-12-31', '2026-01-01')).toBe('2026-01-01');
    expect(earlierDate('2025-12-31', '2026-01-01')).toBe('2025-12-31');
    expect(laterDate('2026-01-01', '2026-01-01')).toBe('2026-01-01');
  });
});

describe('day numbers: exact both ways from 0000-01-01 to 9999-12-31 (issue 27 #10)', () => {
  test.each([
    ['0000-01-01', -719_528], ['0099-12-31', -683_004], ['0100-01-01', -683_003], ['1899-12-31', -25_568], ['1900-01-01', -25_567],
    ['1970-01-01', 0], ['2000-02-29', 11_016], ['2999-12-31', 376_199], ['9999-12-31', 2_932_896],
  ])('%s is day %i', (date, day) => {
    expect(dayNumber(date)).toBe(day);
    expect(fromDayNumber(day)).toBe(date);
  });

  test('century leap rules: 1900 and 2100 have no 29 February, 2000 has one', () => {
    expect(addDays('1900-02-28', 1)).toBe('1900-03-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1);
  });

  test('past 9999-12-31 or before 0000-01-01 there is no YYYY-MM-DD: a RangeError, never another date', () => {
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('9999-12-25', 7)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
  });

  test('dateRange walks to the last writable date and stops', () => {
    expect(dateRange('9999-12-29', '9999-12-31')).toEqual(['9999-12-29', '9999-12-30', '9999-12-31']);
  });
});

describe('the dates Inkpace accepts', () => {
  test.each([
    [EARLIEST_DATE, true], [LATEST_DATE, true], [addDays(EARLIEST_DATE, -1), false], [addDays(LATEST_DATE, 1), false],
    ['9999-01-01', false], ['1000-01-01', false], ['2026-02-30', false], ['2026-11-28', true],
  ])('%s → %s', (date, accepted) => {
    expect(isAcceptedDate(date)).toBe(accepted);
  });
});
