import { describe, expect, test } from 'vitest';
import { formatAgo, formatAxisCount, formatCalendarDate, formatCount, formatCountShort, formatInstant, formatInstantDate, formatMeasureChange, formatMeasureCount, formatMinutes, monthShort } from './format.ts';
import type { MeasureName } from './measures.ts';

describe('formatCount: thousands separators in a fixed locale', () => {
  test.each([
    { n: 0, text: '0' },
    { n: 7, text: '7' },
    { n: 999, text: '999' },
    { n: 1000, text: '1,000' },
    { n: 1234, text: '1,234' },
    { n: -1234567, text: '-1,234,567' },
    { n: 1_000_000_000, text: '1,000,000,000' },
    { n: 12.345, text: '12.35' },
    { n: -0, text: '0' },
  ])('$n → $text', ({ n, text }) => {
    expect(formatCount(n)).toBe(text);
  });
});

describe('formatCountShort: k and m with at most one decimal', () => {
  test.each([
    { n: 0, text: '0' },
    { n: 999, text: '999' },
    { n: -999, text: '-999' },
    { n: 999.4, text: '999' },
    { n: 999.6, text: '1k' },
    { n: -0.3, text: '0' },
    { n: 1000, text: '1k' },
    { n: 1500, text: '1.5k' },
    { n: 1234, text: '1.2k' },
    { n: 1250, text: '1.3k' },
    { n: -1500, text: '-1.5k' },
    { n: 12_345, text: '12.3k' },
    { n: 250_000, text: '250k' },
    { n: 999_949, text: '999.9k' },
    { n: 999_950, text: '1m' },
    { n: 2_000_000, text: '2m' },
    { n: -2_500_000, text: '-2.5m' },
    { n: 1_000_000_000, text: '1,000m' },
  ])('$n → $text', ({ n, text }) => {
    expect(formatCountShort(n)).toBe(text);
  });
});

describe('formatMinutes: hours and minutes', () => {
  test.each([
    { min: 0, text: '0m' },
    { min: -0, text: '0m' },
    { min: 1, text: '1m' },
    { min: 45, text: '45m' },
    { min: 59, text: '59m' },
    { min: 60, text: '1h' },
    { min: 90, text: '1h 30m' },
    { min: 120, text: '2h' },
    { min: 125, text: '2h 5m' },
    { min: -65, text: '-1h 5m' },
    { min: -15, text: '-15m' },
    { min: -120, text: '-2h' },
    { min: 60_000, text: '1,000h' },
    { min: 29.6, text: '30m' },
    { min: 0.4, text: '0m' },
    { min: -0.4, text: '0m' },
  ])('$min → $text', ({ min, text }) => {
    expect(formatMinutes(min)).toBe(text);
  });
});

describe('formatMeasureCount: the count with its measure', () => {
  test.each<{ n: number; measure: MeasureName; text: string }>([
    { n: 1234, measure: 'word', text: '1,234 words' },
    { n: 1, measure: 'word', text: '1 word' },
    { n: -1, measure: 'word', text: '-1 word' },
    { n: 0, measure: 'word', text: '0 words' },
    { n: 2, measure: 'page', text: '2 pages' },
    { n: 1, measure: 'chapter', text: '1 chapter' },
    { n: 3, measure: 'scene', text: '3 scenes' },
    { n: 1, measure: 'line', text: '1 line' },
    { n: 90, measure: 'time', text: '1h 30m' },
    { n: 1, measure: 'time', text: '1m' },
  ])('$n $measure → $text', ({ n, measure, text }) => {
    expect(formatMeasureCount(n, measure)).toBe(text);
  });

  test('axis labels: time as hours and minutes, other measures short', () => {
    expect(formatAxisCount(150, 'time')).toBe('2h 30m');
    expect(formatAxisCount(1500, 'word')).toBe('1.5k');
  });
});

describe('calendar dates read from the string', () => {
  test.each([
    { date: '2026-01-05', text: 'Jan 5, 2026', month: 'Jan' },
    { date: '2024-02-29', text: 'Feb 29, 2024', month: 'Feb' },
    { date: '2025-12-31', text: 'Dec 31, 2025', month: 'Dec' },
    { date: '2026-01-01', text: 'Jan 1, 2026', month: 'Jan' },
    { date: '1999-10-10', text: 'Oct 10, 1999', month: 'Oct' },
  ])('$date → $text', ({ date, text, month }) => {
    expect(formatCalendarDate(date)).toBe(text);
    expect(monthShort(date)).toBe(month);
  });
});

test('a change in a total is signed with a true minus, and 0 says so', () => {
  expect(formatMeasureChange(-510, 'line')).toBe('−510 lines');
  expect(formatMeasureChange(40, 'word')).toBe('+40 words');
  expect(formatMeasureChange(-90, 'time')).toBe('−1h 30m');
  expect(formatMeasureChange(1, 'page')).toBe('+1 page');
  expect(formatMeasureChange(0, 'word')).toBe('no change');
});

describe('formatInstant: the one way instants are written (issue 27 #8), the calendar date as formatCalendarDate writes it', () => {
  test.each([
    ['2026-11-24T09:00:05Z', 'UTC', {}, 'Nov 24, 2026, 09:00'],
    ['2026-11-24T09:00:05Z', 'Europe/Berlin', {}, 'Nov 24, 2026, 10:00'],
    ['2026-11-24T23:30:00Z', 'Europe/Berlin', {}, 'Nov 25, 2026, 00:30'],
    ['2026-07-01T12:00:00Z', 'America/New_York', {}, 'Jul 1, 2026, 08:00'],
    ['2026-11-24T09:00:05Z', 'UTC', { seconds: true }, 'Nov 24, 2026, 09:00:05'],
    ['2026-11-24T09:00:05Z', 'Europe/Berlin', { seconds: true, zone: true }, 'Nov 24, 2026, 10:00:05 GMT+1'],
    ['2026-11-24T09:00:05Z', 'UTC', { zone: true }, 'Nov 24, 2026, 09:00 UTC'],
  ] as const)('%s in %s %j → %s', (iso, timeZone, options, text) => {
    expect(formatInstant(iso, { timeZone, ...options })).toBe(text);
    expect(formatInstant(new Date(iso), { timeZone, ...options })).toBe(text);
  });

  test.each([
    ['2026-11-24T23:30:00Z', 'UTC', 'Nov 24, 2026'],
    ['2026-11-24T23:30:00Z', 'Europe/Berlin', 'Nov 25, 2026'],
  ])('the date alone: %s in %s → %s', (iso, timeZone, text) => {
    expect(formatInstantDate(iso, { timeZone })).toBe(text);
  });
});

describe('formatAgo: how long ago, in its largest whole unit (the "Recently deleted" rows)', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  test.each([
    { at: '2026-11-28T11:59:30Z', text: 'just now' },
    { at: '2026-11-28T11:59:00Z', text: '1 minute ago' },
    { at: '2026-11-28T11:01:00Z', text: '59 minutes ago' },
    { at: '2026-11-28T11:00:00Z', text: '1 hour ago' },
    { at: '2026-11-27T12:00:01Z', text: '23 hours ago' },
    { at: '2026-11-27T12:00:00Z', text: '1 day ago' },
    { at: '2026-10-29T12:00:00Z', text: '30 days ago' },
    // A clock a little ahead of the server's: never "in the future".
    { at: '2026-11-28T12:00:05Z', text: 'just now' },
  ])('$at → $text', ({ at, text }) => {
    expect(formatAgo(at, now)).toBe(text);
  });
});
