import { expect, test } from 'vitest';
import { positionFromString } from '@inkpace/infra/event-store';
import { appliedPayload, failingPayload, parseProgress, skippedPayload } from './progress-payload.ts';

const position = positionFromString('00000000123456789012:00000000000000098765');

test('payloads carry the projection and its position text, and read back', () => {
  expect(appliedPayload('progress', position)).toBe(`progress@${position}`);
  expect(parseProgress(appliedPayload('progress', position))).toEqual({ kind: 'applied', name: 'progress', position });
  expect(parseProgress(skippedPayload('accounts', position))).toEqual({ kind: 'skipped', name: 'accounts', position });
  expect(parseProgress(failingPayload('progress'))).toEqual({ kind: 'failing', name: 'progress' });
});

test('anything else is not progress', () => {
  for (const payload of [null, undefined, '', 'accounts', 'skipped:accounts', 'progress@', 'progress@1 2', 'Progress@1', '@1']) {
    expect(parseProgress(payload)).toBeNull();
  }
});
