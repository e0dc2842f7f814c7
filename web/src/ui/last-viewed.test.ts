import { beforeEach, describe, expect, test } from 'vitest';
import { APP_VERSION } from '../app/constants.ts';
import { appHasUpdates, compareVersions, hasUnseenChanges, LAST_VIEWED_KEY, markChangelogViewed, readLastViewed } from './last-viewed.ts';

describe('compareVersions', () => {
  test.each([
    ['1.4.0', '0.0.0', 1],
    ['1.4.0', '1.4.0', 0],
    ['1.4.0', '1.10.0', -1],
    ['1.10.0', '1.9.9', 1],
    ['2.0.0', '1.99.99', 1],
    ['1.4.1', '1.4.0', 1],
    ['1.4.0-beta', '1.4.0', -1],
    ['1.4.0', '1.4.0-beta', 1],
    ['1.4.0-alpha', '1.4.0-beta', -1],
    ['v1.4.0', '1.4.0', 0],
    ['1.4.0+build.7', '1.4.0', 0],
    ['garbage', '0.0.0', 0],
    ['1.4', '0.0.0', 0],
  ])('%s vs %s → %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('the Updates! rule', () => {
  beforeEach(() => localStorage.clear());

  test.each([
    ['1.4.0', '0.0.0', true],
    ['1.4.0', '1.3.9', true],
    ['1.4.0', '1.4.0', false],
    ['1.4.0', '1.5.0', false],
  ])('app %s, last viewed %s → %s', (current, lastViewed, expected) => {
    expect(hasUnseenChanges(current, lastViewed)).toBe(expected);
  });

  test('nothing viewed yet reads as 0.0.0, so the current version is new', () => {
    expect(readLastViewed()).toBe('0.0.0');
    expect(appHasUpdates()).toBe(true);
  });

  test('a stored value that is not a version reads as 0.0.0', () => {
    localStorage.setItem(LAST_VIEWED_KEY, '<script>');
    expect(readLastViewed()).toBe('0.0.0');
  });

  test('opening the changelog records the app version; it never moves backwards', () => {
    markChangelogViewed();
    expect(localStorage.getItem(LAST_VIEWED_KEY)).toBe(APP_VERSION);
    expect(appHasUpdates()).toBe(false);
    markChangelogViewed('0.0.1');
    expect(readLastViewed()).toBe(APP_VERSION);
  });

  test('a stored version newer than the app (the retired 1.4.0 constant, or a downgrade) reads as never viewed', () => {
    // Issue 27 #6: builds before the one version source recorded 1.4.0; without this, Updates! would stay away
    // until the app's own version passed it.
    localStorage.setItem(LAST_VIEWED_KEY, '1.4.0');
    expect(readLastViewed()).toBe('0.0.0');
    expect(appHasUpdates()).toBe(true);
    markChangelogViewed();
    expect(localStorage.getItem(LAST_VIEWED_KEY)).toBe(APP_VERSION);
    expect(appHasUpdates()).toBe(false);
  });
});
