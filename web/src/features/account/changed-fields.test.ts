import { describe, expect, test } from 'vitest';
import { changedFields } from './changed-fields.ts';

const current = { username: 'alice', displayName: 'Alice', email: 'a@example.com' };

describe('the account form sends only what changed', () => {
  test.each([
    [current, {}],
    [{ ...current, displayName: 'Ally' }, { displayName: 'Ally' }],
    [{ ...current, username: 'Alice', email: 'b@example.com' }, { username: 'Alice', email: 'b@example.com' }],
  ])('%j → %j', (next, changed) => {
    expect(changedFields(current, next)).toEqual(changed);
  });
});
