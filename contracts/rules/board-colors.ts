/**
 * The colours a leaderboard member or team may pick (spec §3: "empty string means automatic colour; otherwise a
 * named colour from a fixed palette, palette not shown"). The reference took any string; a fixed list keeps what
 * the chart draws predictable. The names are the web's chart palette (Mantine's colour names, less gray and dark,
 * which read as "no colour" beside the automatic ones).
 */
export const BOARD_COLORS = ['red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'] as const;
export type BoardColor = (typeof BOARD_COLORS)[number];
/** No colour chosen: the chart picks one. */
export const AUTOMATIC_COLOR = '';

/**
 * Steps through the palette 5 at a time (5 and 12 share no factor, so every colour comes once in 12 ids) so that
 * neighbouring ids, which are usually members who joined one after another, get far-apart hues, not red then pink.
 */
const AUTOMATIC_STRIDE = 5;

/**
 * The colour drawn for a member or team that chose none: fixed by its id, so it stays the same from one visit, one
 * viewer and one chart to the next. A chosen palette colour is kept as it is.
 */
export function boardColor(chosen: string, id: number): BoardColor {
  const named = BOARD_COLORS.find((c) => c === chosen);
  if (named) return named;
  const n = BOARD_COLORS.length;
  const index = (((Math.trunc(id) * AUTOMATIC_STRIDE) % n) + n) % n;
  return BOARD_COLORS[index] ?? 'indigo';
}
