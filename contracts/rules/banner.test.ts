import { describe, expect, test } from 'vitest';
import { defaultBannerShowUntil, defaultBannerShowUntilDate, isBannerExpired, isBannerVisible, normalizeBannerColor } from './banner.ts';

const now = new Date('2026-03-10T12:00:00Z');

describe('banner visibility', () => {
  test.each([
    { label: 'enabled, ends tomorrow', enabled: true, showUntil: '2026-03-11T12:00:00Z', visible: true },
    { label: 'enabled, ends this very instant', enabled: true, showUntil: '2026-03-10T12:00:00.000Z', visible: true },
    { label: 'enabled, ended a millisecond ago', enabled: true, showUntil: '2026-03-10T11:59:59.999Z', visible: false },
    { label: 'enabled, ended last year', enabled: true, showUntil: '2025-03-10T12:00:00Z', visible: false },
    { label: 'disabled, ends tomorrow', enabled: false, showUntil: '2026-03-11T12:00:00Z', visible: false },
    { label: 'disabled and expired', enabled: false, showUntil: '2020-01-01T00:00:00Z', visible: false },
    { label: 'offset time zone, still ahead', enabled: true, showUntil: '2026-03-10T13:30:00+01:00', visible: true },
    { label: 'not a date', enabled: true, showUntil: 'soon', visible: false },
  ])('$label', ({ enabled, showUntil, visible }) => {
    expect(isBannerVisible({ enabled, showUntil }, now)).toBe(visible);
  });

  test.each([
    { showUntil: '2026-03-10T12:00:00.001Z', expired: false },
    { showUntil: '2026-03-10T12:00:00.000Z', expired: false },
    { showUntil: '2026-03-10T11:59:59.999Z', expired: true },
    { showUntil: 'soon', expired: true },
  ])('showUntil $showUntil: expired $expired (whether enabled or not)', ({ showUntil, expired }) => {
    expect(isBannerExpired(showUntil, now)).toBe(expired);
  });
});

describe('banner colour', () => {
  test.each([
    { value: 'info', color: 'info' },
    { value: 'success', color: 'success' },
    { value: 'warning', color: 'warning' },
    { value: 'warn', color: 'warning' },
    { value: 'error', color: 'error' },
    { value: 'danger', color: 'info' },
    { value: 'ERROR', color: 'info' },
    { value: '', color: 'info' },
    { value: null, color: 'info' },
    { value: 3, color: 'info' },
  ])('$value becomes $color', ({ value, color }) => {
    expect(normalizeBannerColor(value)).toBe(color);
  });
});

describe('default showUntil: UTC midnight seven days ahead', () => {
  test.each([
    { label: 'midday', now: '2026-03-10T12:00:00Z', until: '2026-03-17T00:00:00.000Z' },
    { label: 'just after midnight', now: '2026-03-10T00:00:00.001Z', until: '2026-03-17T00:00:00.000Z' },
    { label: 'last instant of the day', now: '2026-03-10T23:59:59.999Z', until: '2026-03-17T00:00:00.000Z' },
    { label: 'across a month end', now: '2026-01-28T08:00:00Z', until: '2026-02-04T00:00:00.000Z' },
    { label: 'across a leap day', now: '2028-02-25T08:00:00Z', until: '2028-03-03T00:00:00.000Z' },
    { label: 'across the year end', now: '2026-12-29T18:00:00Z', until: '2027-01-05T00:00:00.000Z' },
  ])('$label', ({ now: at, until }) => {
    const result = defaultBannerShowUntil(new Date(at));
    expect(result.toISOString()).toBe(until);
    expect(result.getTime()).toBeGreaterThan(new Date(at).getTime());
  });

  test.each([
    ['2026-03-10', '2026-03-17'],
    ['2028-02-25', '2028-03-03'],
    ['2026-12-29', '2027-01-05'],
  ])('the default day after %s is %s', (today, day) => {
    expect(defaultBannerShowUntilDate(today)).toBe(day);
  });
});
