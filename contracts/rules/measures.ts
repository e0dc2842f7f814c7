/**
 * The measures progress is counted in (spec §3). Time is counted in minutes and shown as hours and minutes.
 * `percent` exists only on leaderboards and is not listed here.
 */
export const MEASURES = ['word', 'time', 'page', 'chapter', 'scene', 'line'] as const;
export type MeasureName = (typeof MEASURES)[number];

export interface MeasureInfo {
  singular: string;
  plural: string;
  /** Default chart maxima (spec §9): the cumulative line's and a single day's bar. */
  chartMax: { total: number; each: number };
}

export const MEASURE_INFO: Record<MeasureName, MeasureInfo> = {
  word: { singular: 'word', plural: 'words', chartMax: { total: 5000, each: 1000 } },
  time: { singular: 'minute', plural: 'minutes', chartMax: { total: 250, each: 4 } },
  page: { singular: 'page', plural: 'pages', chartMax: { total: 50, each: 5 } },
  chapter: { singular: 'chapter', plural: 'chapters', chartMax: { total: 30, each: 5 } },
  scene: { singular: 'scene', plural: 'scenes', chartMax: { total: 30, each: 5 } },
  line: { singular: 'line', plural: 'lines', chartMax: { total: 100, each: 25 } },
};

/** Names to show for a measure as a choice (the progress form's "type"). */
export const MEASURE_LABELS: Record<MeasureName, string> = {
  word: 'Words',
  time: 'Time',
  page: 'Pages',
  chapter: 'Chapters',
  scene: 'Scenes',
  line: 'Lines',
};

/** Largest magnitude of one count or balance: far above any real day, far below integer overflow in sums. */
export const COUNT_LIMIT = 1_000_000_000;
/** The sum of the magnitudes of every count a writer stores in one measure (rules/count-bounds.ts says why). */
export const VOLUME_LIMIT = 1_000_000_000_000;
