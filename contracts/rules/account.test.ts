import { describe, expect, test } from 'vitest';
import { isDueForSuspension, msUntilSuspensionCheck, UNVERIFIED_SUSPENSION_MS } from './account.ts';

const signup = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(signup.getTime() + ms);

describe('unverified-account suspension', () => {
  test.each([
    { label: 'just signed up', after: 0, verified: false, due: false },
    { label: 'one ms short of 10 days', after: UNVERIFIED_SUSPENSION_MS - 1, verified: false, due: false },
    { label: 'exactly 10 days', after: UNVERIFIED_SUSPENSION_MS, verified: false, due: true },
    { label: '30 days, verified', after: 30 * UNVERIFIED_SUSPENSION_MS, verified: true, due: false },
  ])('$label', ({ after, verified, due }) => {
    expect(isDueForSuspension(signup, verified, at(after))).toBe(due);
  });

  test('delay until the check counts down and never goes negative', () => {
    expect(msUntilSuspensionCheck(signup, signup)).toBe(UNVERIFIED_SUSPENSION_MS);
    expect(msUntilSuspensionCheck(signup, at(1000))).toBe(UNVERIFIED_SUSPENSION_MS - 1000);
    expect(msUntilSuspensionCheck(signup, at(UNVERIFIED_SUSPENSION_MS * 2))).toBe(0);
  });
});
