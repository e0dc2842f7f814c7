import { describe, expect, test } from 'vitest';
import { auditDiff, auditSource, auditStreamKind, withoutSecrets } from './audit.ts';

describe('auditStreamKind', () => {
  test.each([
    ['user-0b6c', 'user'], ['session-1', 'session'], ['apikey-1', 'apikey'], ['tally-9', 'tally'], ['leaderboard-x', 'leaderboard'],
    ['username-quill', null], ['resetrequest-1', null], ['tagname-1-x', null], ['nodash', null],
  ])('%s → %s', (stream, kind) => { expect(auditStreamKind(stream)).toBe(kind); });
});

describe('auditSource', () => {
  test.each([
    [{ actor: { type: 'user' as const, id: 'u' }, apiKeyId: 3 }, 'api-key'],
    [{ actor: { type: 'user' as const, id: 'u' } }, 'web'],
    [{ actor: { type: 'admin' as const, id: 'a' } }, 'web'],
    [{ actor: { type: 'anonymous' as const } }, 'web'],
    [{ actor: { type: 'system' as const }, causationId: 'cli-1764000000000' }, 'cli'],
    [{ actor: { type: 'system' as const }, causationId: 'suspend-abc' }, 'worker'],
    [{ actor: { type: 'system' as const } }, 'worker'],
  ])('%j → %s', (meta, source) => { expect(auditSource(meta)).toBe(source); });
});

describe('withoutSecrets', () => {
  test('drops hashes, tokens, passwords and link request ids at any depth', () => {
    expect(withoutSecrets({
      username: 'q', passwordHash: 'argon', tokenHash: 't', requestId: 'r', keepSessionId: 's', nested: [{ token: 'x', name: 'k' }],
    })).toEqual({ username: 'q', nested: [{ name: 'k' }] });
  });
});

describe('auditDiff', () => {
  test('a creation starts the thing active, from nothing; identity keys and secrets are not changes', () => {
    const d = auditDiff('UserSignedUp', { id: 7, uuid: 'u', username: 'quill', displayName: 'quill', email: 'q@x', passwordHash: 'argon' }, {});
    expect(d.changes).toEqual({
      username: { from: null, to: 'quill' }, displayName: { from: null, to: 'quill' }, email: { from: null, to: 'q@x' }, state: { from: null, to: 'active' },
    });
    expect(d.redacted).toEqual(['passwordHash']);
    expect(JSON.stringify(d)).not.toContain('argon');
  });

  test('an edit shows only what differs, before → after', () => {
    const before = { title: 'Draft', description: 'x', state: 'active' };
    expect(auditDiff('ProjectEdited', { id: 1, title: 'Novel', description: 'x' }, before)).toEqual({
      changes: { title: { from: 'Draft', to: 'Novel' } }, after: { title: 'Novel', description: 'x', state: 'active' }, redacted: [],
    });
  });

  test.each([
    ['ProjectDeleted', 'deleted'], ['SessionEnded', 'ended'], ['MemberKicked', 'kicked'], ['ApiKeyDeleted', 'deleted'],
  ])('%s leaves the thing %s', (type, state) => {
    expect(auditDiff(type, { id: 1 }, { state: 'active', name: 'k' }).changes.state).toEqual({ from: 'active', to: state });
  });

  test('a state change names the state it left', () => {
    expect(auditDiff('AccountStateChanged', { state: 'suspended', reason: 'spam' }, { state: 'active', username: 'q' }).changes)
      .toEqual({ state: { from: 'active', to: 'suspended' }, reason: { from: null, to: 'spam' } });
  });

  test('lists and objects compare by content; a number and its digits as text differ', () => {
    const before = { tags: ['a', 'b'], parameters: { threshold: { count: 500, measure: 'word' } }, count: 5, cadence: null };
    const same = { tags: ['a', 'b'], parameters: { threshold: { count: 500, measure: 'word' } } };
    expect(auditDiff('GoalEdited', { id: 1, ...same, count: '5', cadence: null }, before).changes).toEqual({ count: { from: 5, to: '5' } });
    expect(auditDiff('GoalEdited', { id: 1, tags: ['a'], parameters: { threshold: null }, cadence: { unit: 'day' } }, before).changes).toEqual({
      tags: { from: ['a', 'b'], to: ['a'] },
      parameters: { from: { threshold: { count: 500, measure: 'word' } }, to: { threshold: null } },
      cadence: { from: null, to: { unit: 'day' } },
    });
  });

  test('a password change records that it happened, not the hash', () => {
    const d = auditDiff('PasswordChanged', { passwordHash: 'argon2$secret', keepSessionId: 's' }, { state: 'active' });
    expect(d).toEqual({ changes: {}, after: { state: 'active' }, redacted: ['passwordHash', 'keepSessionId'] });
  });

  test('a settings change is a change of each setting it holds, from its earlier value or, the first time, its default', () => {
    const user = { username: 'q', state: 'active' };
    const first = auditDiff('SettingsChanged', { changes: { displayCovers: false, weekStartDay: 1 } }, user);
    expect(first.changes).toEqual({ displayCovers: { from: true, to: false }, weekStartDay: { from: 0, to: 1 } });
    const second = auditDiff('SettingsChanged', { changes: { lifetimeStartingBalance: { word: 5 }, weekStartDay: 3 } }, first.after);
    expect(second.changes).toEqual({ lifetimeStartingBalance: { from: {}, to: { word: 5 } }, weekStartDay: { from: 1, to: 3 } });
    expect(second.after).toEqual({ ...user, displayCovers: false, weekStartDay: 3, lifetimeStartingBalance: { word: 5 } });
  });
});
