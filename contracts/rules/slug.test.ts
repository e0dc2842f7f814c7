import { expect, test } from 'vitest';
import { SLUG_FALLBACK, SLUG_MAX, slugify } from './slug.ts';

test('titles become lower-case ASCII words joined by single dashes', () => {
  expect(slugify('My Novel: Part 2!')).toBe('my-novel-part-2');
  expect(slugify('  --Café Noir--  ')).toBe('cafe-noir');
  expect(slugify('Señor Ünter')).toBe('senor-unter');
  expect(slugify('../../etc/passwd')).toBe('etc-passwd');
});

test('a title with nothing left in ASCII gets the fallback, never an empty name', () => {
  expect(slugify('')).toBe(SLUG_FALLBACK);
  expect(slugify('小説')).toBe(SLUG_FALLBACK);
  expect(slugify('😀 !!!')).toBe(SLUG_FALLBACK);
});

test(`a slug is at most ${SLUG_MAX} characters and never ends in a dash`, () => {
  const slug = slugify(`${'a'.repeat(SLUG_MAX - 1)} b`);
  expect(slug).toBe('a'.repeat(SLUG_MAX - 1));
  expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(SLUG_MAX);
  expect(slugify('word '.repeat(40))).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});
