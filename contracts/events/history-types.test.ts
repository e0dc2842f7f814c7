import { describe, expect, test } from 'vitest';
import { AUDIT_STREAM_KINDS } from '../rules/audit.ts';
import { HISTORY_EVENT_TYPES } from './history-types.ts';
import { knownEventTypes } from './registry.ts';

describe('the event types a history can hold', () => {
  test('every history kind lists its types, each type once, all of them known to the registry', () => {
    expect(Object.keys(HISTORY_EVENT_TYPES).sort()).toEqual([...AUDIT_STREAM_KINDS].sort());
    const all = Object.values(HISTORY_EVENT_TYPES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(knownEventTypes()).toEqual(expect.arrayContaining(all));
  });

  test('only reservations and anonymous reset asks are left out (they are not part of any history)', () => {
    const listed = new Set(Object.values(HISTORY_EVENT_TYPES).flat());
    expect(knownEventTypes().filter((t) => !listed.has(t)).sort())
      .toEqual(['PasswordResetAsked', 'TagNameClaimed', 'TagNameReleased', 'UsernameClaimed', 'UsernameReleased']);
  });
});
