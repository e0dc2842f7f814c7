import { describe, expect, test } from 'vitest';
import type { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { API_KEYS_PER_WRITER } from '@inkpace/contracts/rules/limits';
import type { Loaded } from '../pipeline/aggregate.ts';
import type { ApiKeyState } from './api-key-aggregate.ts';
import { decideCreateApiKey, decideDeleteApiKey, type NewApiKey } from './decide.ts';

const uuid = '3b8f5a2c-9d4e-4f61-8a7b-0c1d2e3f4a5b';
const now = new Date('2026-03-01T12:00:00.000Z');
const fresh: NewApiKey = {
  id: 5, uuid, userId: 7, userUuid: 'c0ffee00-0000-4000-8000-000000000007', name: 'Editor plugin', expiresAt: null, tokenHash: 'sha-of-token',
};
const key = (over: Partial<ApiKeyState> = {}, exists = true): Loaded<ApiKeyState> => ({ state: { id: 5, ownerId: 7, deletedAt: null, deletedBy: null, ...over }, exists, revision: 0 });
const thrown = (fn: () => unknown): DomainError | null => { try { fn(); } catch (e) { return e as DomainError; } return null; };

describe('creating a key', () => {
  test('a new stream holding the token hash only; no expiry is a key that never expires', () => {
    expect(decideCreateApiKey(fresh, 0, now)).toEqual([{ streamId: `apikey-${uuid}`, expected: 'no_stream', events: [{ type: 'ApiKeyCreated', data: fresh }] }]);
  });

  test('an expiry ahead is stored in UTC, whatever offset it was sent with', () => {
    const [write] = decideCreateApiKey({ ...fresh, expiresAt: '2026-03-02T14:30:00+02:00' }, 0, now);
    expect(write?.events[0]?.data).toMatchObject({ expiresAt: '2026-03-02T12:30:00.000Z' });
  });

  test('an expiry in the past is refused with the spec message; "now" itself is still accepted', () => {
    expect(thrown(() => decideCreateApiKey({ ...fresh, expiresAt: '2026-03-01T11:59:59Z' }, 0, now)))
      .toMatchObject({ code: 'VALIDATION_FAILED', message: messages.validation.apiKeyExpiryPast });
    expect(decideCreateApiKey({ ...fresh, expiresAt: now.toISOString() }, 0, now)).toHaveLength(1);
  });

  test('a writer holding API_KEYS_PER_WRITER keys is refused another, with the limit in the message', () => {
    expect(decideCreateApiKey(fresh, API_KEYS_PER_WRITER - 1, now)).toHaveLength(1);
    const refused = thrown(() => decideCreateApiKey(fresh, API_KEYS_PER_WRITER, now));
    expect(refused).toMatchObject({ code: 'CONFLICT', status: 409, message: messages.errors.apiKeyLimit });
    expect(refused?.message).toContain(String(API_KEYS_PER_WRITER));
  });
});

describe('deleting a key', () => {
  test("the owner's live key is deleted, after the revision loaded", () => {
    expect(decideDeleteApiKey(key(), uuid, { userId: 7 })).toEqual([{ streamId: `apikey-${uuid}`, expected: 0, events: [{ type: 'ApiKeyDeleted', data: { id: 5 } }] }]);
  });

  test("another user's key, a deleted one and a missing one all answer the same 404", () => {
    for (const loaded of [key({ ownerId: 8 }), key({ deletedAt: '2026-01-01T00:00:00.000Z', deletedBy: 'user' }), key({}, false)]) {
      expect(thrown(() => decideDeleteApiKey(loaded, uuid, { userId: 7 }))).toMatchObject({ status: 404, message: messages.errors.notFound });
    }
  });
});
