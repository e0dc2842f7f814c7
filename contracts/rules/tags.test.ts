import { expect, test } from 'vitest';
import { compareTagNames, tagNameKey } from './tags.ts';

test('tag names order by code point, as PostgreSQL\'s "C" collation does', () => {
  const names = ['draft', 'Draft2', 'apple', 'Zebra', 'émigré', '😀 joy', '\uffe1 pound', 'a', ''];
  expect([...names].sort(compareTagNames)).toEqual(['', 'Draft2', 'Zebra', 'a', 'apple', 'draft', 'émigré', '\uffe1 pound', '😀 joy']);
});

test('names are unique ignoring case and surrounding spaces', () => {
  expect(tagNameKey('  Draft ')).toBe(tagNameKey('draft'));
});
