import { describe, expect, test } from 'vitest';
import { goalPolicy } from './policies/goal.ts';
import { profilePolicy } from './policies/profile.ts';
import { projectPolicy } from './policies/project.ts';
import { profileDescription, profileOrder } from './profile.ts';

describe('profile policy', () => {
  test.each([
    [{ state: 'active', enablePublicProfile: true }, true],
    [{ state: 'active', enablePublicProfile: false }, false],
    [{ state: 'suspended', enablePublicProfile: true }, false],
    [{ state: 'deleted', enablePublicProfile: true }, false],
    [null, false],
  ] as const)('%j visible: %s', (owner, visible) => expect(profilePolicy.mayView(owner)).toBe(visible));

  test.each([
    [{ live: true, displayOnProfile: true }, true],
    [{ live: true, displayOnProfile: false }, false],
    [{ live: false, displayOnProfile: true }, false],
  ])('%j shown: %s', (item, shown) => {
    expect(projectPolicy.mayShowOnProfile(item)).toBe(shown);
    expect(goalPolicy.mayShowOnProfile(item)).toBe(shown);
  });
});

test('order: latest activity first, items without activity last, ties by natural title order', () => {
  const items = [
    { title: 'Book 10', lastActivity: '2026-01-02' },
    { title: 'Quiet', lastActivity: null },
    { title: 'Book 9', lastActivity: '2026-01-02' },
    { title: 'Newest', lastActivity: '2026-03-01' },
    { title: 'Also quiet', lastActivity: null },
  ];
  expect(profileOrder(items).map((i) => i.title)).toEqual(['Newest', 'Book 9', 'Book 10', 'Also quiet', 'Quiet']);
});

test('description', () => {
  expect(profileDescription('Ann', {})).toBe('Ann tracks their writing on Inkpace.');
  expect(profileDescription('Ann', { page: 1, word: 2000, time: 75 })).toBe('Ann has logged 2,000 words, 1h 15m, 1 page on Inkpace.');
});
