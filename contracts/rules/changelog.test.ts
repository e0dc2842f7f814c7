import { describe, expect, test } from 'vitest';
import { parseChangelog } from './changelog.ts';

describe('parseChangelog', () => {
  test('versions newest first; tagged entries, continuation lines and credits', () => {
    const text = [
      '# Changelog',
      'Prose before the first version is ignored.',
      '## 0.2.0',
      '- NEW: Goals you can **star**',
      '  and share.',
      '- FIXED: A typo (credit: Sam)',
      '## v0.1.0',
      '* CHANGED: Faster saves',
    ].join('\n');
    expect(parseChangelog(text)).toEqual([
      { version: '0.2.0', changes: [{ tag: 'NEW', entry: 'Goals you can **star**\nand share.' }, { tag: 'FIXED', entry: 'A typo', credit: 'Sam' }] },
      { version: '0.1.0', changes: [{ tag: 'CHANGED', entry: 'Faster saves' }] },
    ]);
  });

  test('an unknown tag is refused', () => {
    expect(() => parseChangelog('## 1.0.0\n- ADDED: something')).toThrow(/unknown tag ADDED/);
  });
});
