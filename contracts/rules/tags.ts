/** The colours a tag can have (spec §3). */
export const TAG_COLORS = ['default', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'brown', 'white', 'black', 'gray'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

/** The key names are unique by: `Draft` and `draft` are one tag. */
export const tagNameKey = (name: string): string => name.trim().toLocaleLowerCase();
