import { describe, expect, test } from 'vitest';
import { writerDate } from '@inkpace/contracts/rules/dates';
import { addMonths, endOfLocalDay, expiresAtFor, type ExpiryChoice } from './expiry.ts';

/** Local wall-clock parts, so the cases hold in any time zone the tests run in. */
const local = (iso: string | null) => {
  if (iso === null) return null;
  const d = new Date(iso);
  return `${writerDate(d)} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};
const at = (y: number, m: number, d: number, h = 10, min = 30) => new Date(y, m - 1, d, h, min);

describe('API-key expiry presets → expiresAt', () => {
  test.each<[string, Date, ExpiryChoice, string | null]>([
    ['1 month, mid-month', at(2026, 3, 15), '1m', '2026-04-15 10:30'],
    ['1 month from 31 January (non-leap year) → end of February', at(2026, 1, 31), '1m', '2026-02-28 10:30'],
    ['1 month from 31 January (leap year) → 29 February', at(2028, 1, 31), '1m', '2028-02-29 10:30'],
    ['1 month from 31 March → 30 April', at(2026, 3, 31), '1m', '2026-04-30 10:30'],
    ['1 month across the year end', at(2026, 12, 15), '1m', '2027-01-15 10:30'],
    ['3 months from 30 November → end of February', at(2026, 11, 30), '3m', '2027-02-28 10:30'],
    ['3 months from 31 May → 31 August', at(2026, 5, 31), '3m', '2026-08-31 10:30'],
    ['1 year from 29 February → 28 February', at(2028, 2, 29), '1y', '2029-02-28 10:30'],
    ['1 year, keeps the time of day', at(2026, 7, 4, 23, 59), '1y', '2027-07-04 23:59'],
    ['never', at(2026, 3, 15), 'never', null],
  ])('%s', (_label, now, choice, expected) => {
    expect(local(expiresAtFor(choice, null, now))).toBe(expected);
  });

  test('a custom date lasts to the end of that local day', () => {
    const iso = expiresAtFor('custom', '2026-03-31', at(2026, 3, 15));
    expect(local(iso)).toBe('2026-03-31 23:59');
    expect(new Date(iso ?? '').getTime() + 1).toBe(new Date(2026, 3, 1).getTime());
    expect(endOfLocalDay('2026-12-31').getTime() + 1).toBe(new Date(2027, 0, 1).getTime());
  });

  test('a custom choice without a date is an error, never "never"', () => {
    expect(() => expiresAtFor('custom', null, at(2026, 3, 15))).toThrow();
  });

  test('addMonths never overflows into the next month', () => {
    expect(writerDate(addMonths(at(2026, 8, 31), 1))).toBe('2026-09-30');
    expect(writerDate(addMonths(at(2026, 10, 31), 12))).toBe('2027-10-31');
  });
});
