import { describe, expect, test } from 'vitest';
import { formatUtcOffset, timeZoneChoices, timeZoneLabel, utcOffsetMinutes } from './time-zone-label.ts';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('time zone labels (issue 27 #8: the list had no offsets)', () => {
  test.each([
    ['UTC', winter, 0],
    ['Europe/Berlin', winter, 60],
    ['Europe/Berlin', summer, 120],
    ['America/New_York', winter, -300],
    ['America/New_York', summer, -240],
    ['Asia/Kolkata', winter, 330],
    ['Asia/Kathmandu', winter, 345],
    ['America/St_Johns', winter, -210],
    ['Pacific/Kiritimati', winter, 840],
    ['Pacific/Pago_Pago', winter, -660],
    ['Australia/Lord_Howe', winter, 660],
    ['Australia/Lord_Howe', summer, 630],
  ])('%s at %s is %i minutes east of UTC', (zone, at, minutes) => {
    expect(utcOffsetMinutes(zone, at)).toBe(minutes);
  });

  test('the switch to summer time is read at the instant asked for', () => {
    expect(utcOffsetMinutes('Europe/Berlin', new Date('2026-03-29T00:59:59Z'))).toBe(60);
    expect(utcOffsetMinutes('Europe/Berlin', new Date('2026-03-29T01:00:00Z'))).toBe(120);
  });

  test.each([
    [0, 'UTC+00:00'],
    [60, 'UTC+01:00'],
    [-210, 'UTC-03:30'],
    [345, 'UTC+05:45'],
    [840, 'UTC+14:00'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatUtcOffset(minutes)).toBe(text);
  });

  test('a label gives the offset of that day, then the zone with its underscores as spaces', () => {
    expect(timeZoneLabel('Europe/Berlin', winter)).toBe('(UTC+01:00) Europe/Berlin');
    expect(timeZoneLabel('Europe/Berlin', summer)).toBe('(UTC+02:00) Europe/Berlin');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires', winter)).toBe('(UTC-03:00) America/Argentina/Buenos Aires');
  });

  test('choices run west to east, by name within one offset; the value stays the zone', () => {
    const choices = timeZoneChoices(['Europe/Paris', 'UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Tokyo'], winter);
    expect(choices).toEqual([
      { value: 'America/New_York', label: '(UTC-05:00) America/New York' },
      { value: 'UTC', label: '(UTC+00:00) UTC' },
      { value: 'Europe/Berlin', label: '(UTC+01:00) Europe/Berlin' },
      { value: 'Europe/Paris', label: '(UTC+01:00) Europe/Paris' },
      { value: 'Asia/Tokyo', label: '(UTC+09:00) Asia/Tokyo' },
    ]);
  });

  test('a zone this runtime does not know is listed as it is, at the end', () => {
    expect(timeZoneChoices(['Mars/Olympus_Mons', 'UTC'], winter)).toEqual([
      { value: 'UTC', label: '(UTC+00:00) UTC' },
      { value: 'Mars/Olympus_Mons', label: 'Mars/Olympus Mons' },
    ]);
  });
});
