import { describe, expect, test } from 'vitest';
import { loginLockoutMs, loginLockoutSchedule, mayMailReset } from './limits.ts';

describe('login lockout', () => {
  test.each([
    [1, 0], [4, 0],
    [5, 15_000], [6, 30_000], [7, 60_000], [8, 120_000], [9, 240_000],
    [10, 300_000], [50, 300_000],
  ])('after attempt %i the account is locked for %i ms', (attempt, ms) => {
    expect(loginLockoutMs(attempt)).toBe(ms);
  });

  test('the schedule runs up to the cap and ends there', () => {
    expect(loginLockoutSchedule()).toEqual([0, 0, 0, 0, 15_000, 30_000, 60_000, 120_000, 240_000, 300_000]);
  });
});

describe('reset mails per account and per address', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  test.each([
    { label: 'none yet', earlier: [], may: true },
    { label: 'two this hour', earlier: [ago(5), ago(1)], may: true },
    { label: 'three this hour', earlier: [ago(59), ago(5), ago(1)], may: false },
    { label: 'three, one of them over an hour ago', earlier: [ago(61), ago(5), ago(1)], may: true },
    { label: 'one exactly an hour ago', earlier: [ago(60), ago(5), ago(1)], may: true },
  ])('$label: $may', ({ earlier, may }) => {
    expect(mayMailReset(earlier, 0, now)).toBe(may);
  });

  test('an address that had its share this hour (through any account) gets no more', () => {
    expect(mayMailReset([], 2, now)).toBe(true);
    expect(mayMailReset([], 3, now)).toBe(false);
    expect(mayMailReset([ago(1)], 3, now)).toBe(false);
  });
});
