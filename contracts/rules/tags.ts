/** The colours a tag can have (spec §3). */
export const TAG_COLORS = ['default', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'brown', 'white', 'black', 'gray'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

/** The key names are unique by: `Draft` and `draft` are one tag. */
export const tagNameKey = (name: string): string => name.trim().toLocaleLowerCase();

/**
 * The order an entry lists its tags in: by name, code point by code point (what PostgreSQL's "C" collation does),
 * so an answer built in Node and one built by the database agree.
 */
export function compareTagNames(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
