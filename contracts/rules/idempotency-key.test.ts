import { describe, expect, test } from 'vitest';
import { IDEMPOTENCY_KEY_MAX } from './import/limits.ts';
import { isIdempotencyKey } from './idempotency-key.ts';

describe('isIdempotencyKey', () => {
  test('takes 1 to IDEMPOTENCY_KEY_MAX visible ASCII characters', () => {
    expect(isIdempotencyKey('a')).toBe(true);
    expect(isIdempotencyKey('0b8f1c9e-6a51-4d7e-9a55-2c1d3e4f5a6b')).toBe(true);
    expect(isIdempotencyKey('!~'.repeat(IDEMPOTENCY_KEY_MAX / 2) + '!')).toBe(true);
  });

  test('refuses empty, too long, spaces, control and non-ASCII characters', () => {
    expect(isIdempotencyKey('')).toBe(false);
    expect(isIdempotencyKey('k'.repeat(IDEMPOTENCY_KEY_MAX + 1))).toBe(false);
    expect(isIdempotencyKey('two words')).toBe(false);
    expect(isIdempotencyKey('tab\there')).toBe(false);
    expect(isIdempotencyKey('clé')).toBe(false);
    expect(isIdempotencyKey('key\n')).toBe(false);
  });
});
