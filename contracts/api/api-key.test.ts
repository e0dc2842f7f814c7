import { describe, expect, test } from 'vitest';
import { messages } from '../messages.ts';
import { apiKeyExpiryDateProblem, apiKeyExpiryProblem } from './api-key.ts';

const v = messages.validation;

describe('a custom API-key expiry date', () => {
  test.each([
    { date: '2026-03-15', today: '2026-03-15', problem: null },
    { date: '2026-03-16', today: '2026-03-15', problem: null },
    { date: '2027-01-01', today: '2026-12-31', problem: null },
    { date: '2028-02-29', today: '2026-03-15', problem: null },
    { date: '2026-03-14', today: '2026-03-15', problem: v.apiKeyExpiryPast },
    { date: '2025-12-31', today: '2026-01-01', problem: v.apiKeyExpiryPast },
    { date: '2027-02-29', today: '2026-03-15', problem: v.apiKeyExpiryInvalid },
    { date: '2026-04-31', today: '2026-03-15', problem: v.apiKeyExpiryInvalid },
    { date: '2026-13-01', today: '2026-03-15', problem: v.apiKeyExpiryInvalid },
    { date: '2026-3-20', today: '2026-03-15', problem: v.apiKeyExpiryInvalid },
    { date: '', today: '2026-03-15', problem: v.apiKeyExpiryInvalid },
    { date: null, today: '2026-03-15', problem: v.apiKeyExpiryInvalid },
  ])('$date on $today → $problem', ({ date, today, problem }) => {
    expect(apiKeyExpiryDateProblem(date, today)).toBe(problem);
  });
});

describe('an API-key expiry instant', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  test.each([
    { expiresAt: null, problem: null },
    { expiresAt: '2026-03-15T12:00:00Z', problem: null },
    { expiresAt: '2026-03-15T11:59:59Z', problem: v.apiKeyExpiryPast },
    { expiresAt: 'soon', problem: v.apiKeyExpiryInvalid },
  ])('$expiresAt → $problem', ({ expiresAt, problem }) => {
    expect(apiKeyExpiryProblem(expiresAt, now)).toBe(problem);
  });
});
