import { messages } from '../messages.ts';

/**
 * Text no writer means and PostgreSQL cannot store: NUL, and UTF-16 surrogates that are not part of a pair (what is
 * left of an emoji cut in half). Everything else — any script, right-to-left text, emoji — is fine.
 */
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeText = (text: string): boolean => !UNSAFE.test(text);

/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and marks (U+200E,
 * U+200F, U+061C). In a name or title they reorder whatever is shown after it (a board's standings, a list of
 * tags) and can make one name look like another; right-to-left letters need none of them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/**
 * Text that shows nothing: white space, control characters, the characters Unicode says to show as nothing when
 * unsupported (zero-width spaces and joiners, word joiner, soft hyphen, Hangul fillers, variation selectors, tags,
 * bidi controls: Default_Ignorable_Code_Point) and the blank Braille pattern.
 */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** Whether a name has something to see. The empty name passes: whether one is required is the field's own rule. */
export const hasVisibleText = (text: string): boolean => text === '' || !INVISIBLE_ONLY.test(text);

const child = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

/**
 * The path (`title`, `[3].note`, `tags[0]`) of the first string or object key in a parsed JSON value that is not
 * safe text, or null when all are. Walks without recursion, so no nesting depth can exhaust the stack.
 */
export function unsafeTextPath(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value: v, path } = item;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: child(path, i) });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i] as [string, unknown];
        if (!isSafeText(key)) return child(path, '(a field name)');
        stack.push({ value: inner, path: child(path, key) });
      }
    }
  }
  return null;
}

const MAX_PATH_SHOWN = 100;

/** The 400 message for unsafe text, naming where it was (the end of a very deep path). */
export const unsafeTextMessage = (path: string): string =>
  messages.validation.unsafeText(path === '' ? 'The request' : path.length > MAX_PATH_SHOWN ? `…${path.slice(-MAX_PATH_SHOWN)}` : path);
