import { describe, expect, test } from 'vitest';
import { messages } from '../messages.ts';
import { hasVisibleText, isSafeText, stripBidiControls, unsafeTextMessage, unsafeTextPath } from './text.ts';

describe('isSafeText', () => {
  test.each([
    { text: 'plain', safe: true },
    { text: '', safe: true },
    { text: 'שלום עולם', safe: true }, // right to left
    { text: '\u202eevil\u202c', safe: true }, // direction overrides are text, shown as such
    { text: 'emoji 😀 pair', safe: true },
    { text: '😀', safe: true },
    { text: 'nul\u0000byte', safe: false },
    { text: '\u0000', safe: false },
    { text: 'lone high \ud800', safe: false },
    { text: '\ud800x', safe: false },
    { text: 'lone low \udc00', safe: false },
    { text: '\udc00\ud800', safe: false }, // reversed pair
    { text: '😀'.slice(0, 1), safe: false }, // an emoji cut in half
  ])('$text → $safe', ({ text, safe }) => {
    expect(isSafeText(text)).toBe(safe);
  });
});

describe('unsafeTextPath', () => {
  test('names the first unsafe field, in objects, arrays and batches', () => {
    expect(unsafeTextPath({ title: 'ok', description: 'bad\u0000' })).toBe('description');
    expect(unsafeTextPath([{ note: 'ok' }, { note: 'ok', tags: ['fine', '\ud800'] }])).toBe('[1].tags[1]');
    expect(unsafeTextPath({ a: { b: ['\udc00'] } })).toBe('a.b[0]');
    expect(unsafeTextPath('\u0000')).toBe('');
  });

  test('field names count too', () => {
    expect(unsafeTextPath({ ['x\u0000']: 1 })).toBe('(a field name)');
  });

  test('safe values, numbers, booleans and null pass', () => {
    expect(unsafeTextPath({ title: 'Novel 😀', count: 5, on: true, none: null, list: [1, 'a'] })).toBeNull();
    expect(unsafeTextPath(undefined)).toBeNull();
  });

  test('any nesting depth, without exhausting the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unsafeTextPath(deep)).toMatch(/^(\[0\]){200000}$/);
  });

  test('the message names the field', () => {
    expect(unsafeTextMessage('[1].note')).toBe(messages.validation.unsafeText('[1].note'));
    expect(unsafeTextMessage('[1].note')).toMatch(/^\[1\]\.note contains/);
    expect(unsafeTextMessage('[0]'.repeat(1_000)).length).toBeLessThan(250);
  });
});

describe('hasVisibleText (names and titles)', () => {
  test.each([
    { text: 'Ann', visible: true },
    { text: '', visible: true }, // an empty name is the field's own rule (required or not)
    { text: 'שלום', visible: true },
    { text: '👩‍💻', visible: true }, // joiners inside an emoji
    { text: '\u200ba', visible: true },
    { text: '\u0301', visible: true }, // a combining accent alone still shows
    { text: ' ', visible: false },
    { text: '\u00a0\u3000', visible: false }, // no-break and ideographic spaces
    { text: '\u200b\u200c\u200d', visible: false }, // zero-width space, non-joiner, joiner
    { text: '\u2060\ufeff', visible: false }, // word joiner, byte-order mark
    { text: '\u00ad\u034f', visible: false }, // soft hyphen, combining grapheme joiner
    { text: '\u115f\u1160\u3164\uffa0', visible: false }, // Hangul fillers
    { text: '\ufe0f\u{e0041}', visible: false }, // a variation selector, a tag character
    { text: '\u2800', visible: false }, // blank Braille pattern
    { text: '\u0007\u001b', visible: false }, // control characters
    { text: '\u202e\u2066\u200f', visible: false },
  ])('$text → $visible', ({ text, visible }) => {
    expect(hasVisibleText(text)).toBe(visible);
  });
});

describe('stripBidiControls', () => {
  test('takes out every embedding, override, isolate and mark, and nothing else', () => {
    const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';
    expect(stripBidiControls(`a${controls}b`)).toBe('ab');
    expect(stripBidiControls('שלום 😀 \u200b\u200d x')).toBe('שלום 😀 \u200b\u200d x');
  });
});
