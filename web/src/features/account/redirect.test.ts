import { describe, expect, test } from 'vitest';
import { loginRedirectTarget } from './redirect.ts';

describe('where login goes (redirectTo)', () => {
  test.each([
    ['/dashboard', '/dashboard'],
    ['/account?x=1', '/account?x=1'],
    ['/projects/12/edit', '/projects/12/edit'],
    ['/goals?tab=done#top', '/goals?tab=done#top'],
    ['/', '/'],
    [null, '/dashboard'],
    [undefined, '/dashboard'],
    ['', '/dashboard'],
    ['//evil.com', '/dashboard'],
    ['//evil.com/path', '/dashboard'],
    ['/\\evil.com', '/dashboard'],
    ['/\t/evil.com', '/dashboard'],
    ['https://evil.com', '/dashboard'],
    ['http://localhost:3000/dashboard', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
    ['JaVaScRiPt:alert(1)', '/dashboard'],
    ['dashboard', '/dashboard'],
    [' /dashboard', '/dashboard'],
  ])('%j → %s', (redirectTo, target) => {
    expect(loginRedirectTarget(redirectTo)).toBe(target);
  });
});
