import { describe, expect, it } from 'vitest';
import { chooseDateFormat, dateFormat, readDate, type DateFormatId } from './date-formats.ts';

describe('date formats', () => {
  it.each<[DateFormatId, string, string | null]>([
    ['iso', '2020-01-05', '2020-01-05'],
    ['iso', ' 2020-01-05 ', '2020-01-05'],
    ['iso', '2020-01-05T23:30:00Z', '2020-01-05'],
    ['iso', '2020-01-05T23:30:00.123+05:00', '2020-01-05'],
    ['iso', '2020-01-05 08:15', '2020-01-05'],
    ['iso', '2020-1-5', null],
    ['iso', '2020-02-30', null],
    ['ymd-slash', '2020/01/05', '2020-01-05'],
    ['ymd-slash', '2020/1/5', '2020-01-05'],
    ['mdy', '01/05/2020', '2020-01-05'],
    ['mdy', '1/5/2020', '2020-01-05'],
    ['mdy', '13/05/2020', null],
    ['dmy', '05/01/2020', '2020-01-05'],
    ['dmy', '31/12/2020', '2020-12-31'],
    ['dmy', '12/31/2020', null],
    ['dmy-dot', '05.01.2020', '2020-01-05'],
    ['dmy-dot', '5.1.2020', '2020-01-05'],
    ['month-day-year', 'Jan 5, 2020', '2020-01-05'],
    ['month-day-year', 'January 05 2020', '2020-01-05'],
    ['month-day-year', 'Sept. 5, 2020', '2020-09-05'],
    ['month-day-year', 'Feb 29, 2021', null],
    ['day-month-year', '5 Jan 2020', '2020-01-05'],
    ['day-month-year', '05 January, 2020', '2020-01-05'],
    ['day-month-year', '5 Foo 2020', null],
  ])('%s reads %j as %j', (id, text, date) => {
    expect(dateFormat(id).read(text)).toBe(date);
  });

  it.each<[string[], DateFormatId, boolean]>([
    [['2020-01-05', '2020-01-06T10:00:00Z'], 'iso', false],
    [['2020/01/05', '2020/12/31'], 'ymd-slash', false],
    [['01/05/2020', '12/31/2020'], 'mdy', false],
    [['05/01/2020', '31/12/2020'], 'dmy', false],
    [['05.01.2020', '31.12.2020'], 'dmy-dot', false],
    [['Jan 5, 2020', 'Dec 31, 2020'], 'month-day-year', false],
    [['5 Jan 2020', '31 Dec 2020'], 'day-month-year', false],
    // Both orders read every value: month first, and said.
    [['03/04/2020', '05/06/2020', ''], 'mdy', true],
    // Both read them and agree on every day: nothing to say.
    [['01/01/2020', '02/02/2020'], 'mdy', false],
    // None reads them all: the one that reads the most, so the rest are reported.
    [['2020-01-05', '2020-01-06', 'soon'], 'iso', false],
    [['13/01/2020', 'x', '14/01/2020', '01/13/2020'], 'dmy', false],
  ])('chooses for %j: %s (ambiguous %s)', (values, id, ambiguous) => {
    expect(chooseDateFormat(values)).toEqual({ format: dateFormat(id), ambiguous });
  });

  it('has no format for a column it cannot read at all', () => {
    expect(chooseDateFormat(['soon', 'later'])).toBeNull();
    expect(chooseDateFormat(['', ' '])).toBeNull();
  });

  it.each([
    ['2020-01-05', { ok: true, date: '2020-01-05' }],
    ['1899-12-31', { ok: false, reason: 'out-of-range' }],
    ['3000-01-01', { ok: false, reason: 'out-of-range' }],
    ['1900-01-01', { ok: true, date: '1900-01-01' }],
    ['2020-13-01', { ok: false, reason: 'unreadable' }],
    ['', { ok: false, reason: 'unreadable' }],
  ])('reads %j in the chosen format, within the accepted dates: %j', (text, reading) => {
    expect(readDate(dateFormat('iso'), text)).toEqual(reading);
  });
});
