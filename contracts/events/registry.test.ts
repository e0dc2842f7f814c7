import { describe, expect, test } from 'vitest';
import { checkNewEvent, eventVersion, EventSchemaError, knownEventTypes, readStoredEvent } from './registry.ts';

const reset = { requestId: '8fb3e519-fc08-477f-a70e-4132eca599d4', tokenHash: 'ab12', expiresAt: '2026-01-01T01:00:00.000Z' };

describe('event versions and upcasting', () => {
  test('a type with one upcaster is at version 2; others at 1', () => {
    expect(eventVersion('PasswordResetRequested')).toBe(2);
    expect(eventVersion('TallyLogged')).toBe(1);
  });

  test('a v1 PasswordResetRequested (no requestedAt) reads as v2 with requestedAt null', () => {
    expect(readStoredEvent('PasswordResetRequested', reset, 1)).toEqual({ ...reset, requestedAt: null });
  });

  test('a v1 that happened to carry requestedAt keeps it', () => {
    expect(readStoredEvent('PasswordResetRequested', { ...reset, requestedAt: '2026-01-01T00:00:00.000Z' }, 1))
      .toEqual({ ...reset, requestedAt: '2026-01-01T00:00:00.000Z' });
  });

  test('a v2 event is read as stored', () => {
    expect(readStoredEvent('PasswordResetRequested', { ...reset, requestedAt: null }, 2)).toEqual({ ...reset, requestedAt: null });
  });

  test('a v2 event missing its field is refused, not patched up', () => {
    expect(() => readStoredEvent('PasswordResetRequested', reset, 2)).toThrow(EventSchemaError);
  });
});

describe('validation', () => {
  test('new events must match their current schema', () => {
    const logged = { id: 1, uuid: reset.requestId, ownerId: 2, requestedTotal: null, projectId: 3, date: '2026-01-01', measure: 'word', count: 5, note: '', tagIds: [] };
    expect(checkNewEvent('TallyLogged', logged)).toEqual(logged);
    expect(() => checkNewEvent('TallyLogged', { ...logged, measure: 'furlongs' })).toThrow(/TallyLogged \(v1\).*measure/);
    expect(() => checkNewEvent('TallyLogged', { ...logged, count: 1.5 })).toThrow(EventSchemaError);
    expect(() => checkNewEvent('NoSuchEvent', {})).toThrow(/unknown event type/);
  });

  test('stored data is checked by shape, not by what the API accepts today', () => {
    // A note longer than the API allows now was valid when stored; it reads fine.
    const logged = { id: 1, uuid: reset.requestId, ownerId: 2, requestedTotal: null, projectId: 3, date: '2026-01-01', measure: 'word', count: 5, note: 'x'.repeat(500), tagIds: [] };
    expect(readStoredEvent('TallyLogged', logged, 1)).toEqual(logged);
  });

  test('types this code does not know pass through untouched', () => {
    expect(readStoredEvent('SomethingElse', { any: 'thing' }, 7)).toEqual({ any: 'thing' });
  });

  test('every type is known once', () => {
    const types = knownEventTypes();
    expect(new Set(types).size).toBe(types.length);
    expect(types).toContain('TallyLogged');
    expect(types).toContain('UserSignedUp');
    expect(types).toContain('MemberJoined');
  });

  test('leaderboard events are at version 1 and checked by shape: a colour off the palette is refused', () => {
    const joined = {
      memberId: 1, memberUuid: reset.requestId, userId: 2, userUuid: reset.requestId, isOwner: true, starred: false, isParticipant: true,
      displayName: '', color: 'teal', teamId: null, goal: null, workIds: [], tagIds: [],
    };
    expect(eventVersion('MemberJoined')).toBe(1);
    expect(checkNewEvent('MemberJoined', joined)).toEqual(joined);
    expect(() => checkNewEvent('MemberJoined', { ...joined, color: 'mauve' })).toThrow(EventSchemaError);
    expect(checkNewEvent('LeaderboardEdited', { id: 3, title: 'New' })).toEqual({ id: 3, title: 'New' });
  });
});
