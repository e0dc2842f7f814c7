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
