import { expect, test } from 'vitest';
import { positionFromString } from '@inkpace/infra/event-store';
import { appliedPayload, busyPayload, failingPayload, parseProgress, skippedPayload } from './progress-payload.ts';

const position = positionFromString('00000000123456789012:00000000000000098765');

test('payloads carry the projection and its position text, and read back', () => {
  expect(appliedPayload('progress', position)).toBe(`progress@${position}`);
  expect(parseProgress(appliedPayload('progress', position))).toEqual({ kind: 'applied', name: 'progress', position });
  expect(parseProgress(skippedPayload('accounts', position))).toEqual({ kind: 'skipped', name: 'accounts', position });
  expect(parseProgress(failingPayload('progress'))).toEqual({ kind: 'failing', name: 'progress' });
  expect(parseProgress(busyPayload('progress', 1_000))).toEqual({ kind: 'busy', name: 'progress', forMs: 1_000 });
  expect(parseProgress(busyPayload('progress', 0))).toEqual({ kind: 'busy', name: 'progress', forMs: 0 });
});

test('anything else is not progress', () => {
  for (const payload of [null, undefined, '', 'accounts', 'skipped:accounts', 'progress@', 'progress@1 2', 'Progress@1', '@1', 'busy:progress', 'busy:progress:-1']) {
    expect(parseProgress(payload)).toBeNull();
  }
});
