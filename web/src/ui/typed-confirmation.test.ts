import { describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { typedConfirmationProblem } from './typed-confirmation.ts';

const mismatch = messages.validation.typedUsername;

describe('the typed-confirmation rule', () => {
  test.each([
    ['alice', 'alice', null],
    ['Alice', 'alice', mismatch],
    ['alice ', 'alice', mismatch],
    [' alice', 'alice', mismatch],
    ['alic', 'alice', mismatch],
    ['', 'alice', mismatch],
    ['', '', mismatch],
  ])('typed %j for %j → %j', (typed, expected, problem) => {
    expect(typedConfirmationProblem(typed, expected, mismatch)).toBe(problem);
  });
});
