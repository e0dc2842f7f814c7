import type { Measure } from '@inkpace/contracts/api/fields';
import { MEASURES } from '@inkpace/contracts/rules/measures';

/**
 * What the progress form remembers in this browser (spec site §9): the last-used measure (default word), written
 * when an entry is saved, and the Set total switch (default off), written as it is flipped and turned off once an
 * entry is saved (issue 27: one use left it on for every later entry).
 */
export const LAST_MEASURE_KEY = 'progress-last-measure';
export const SET_TOTAL_KEY = 'progress-set-total';
export const DEFAULT_MEASURE: Measure = 'word';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the defaults apply
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // quota or privacy mode: nothing to remember
  }
}

const isMeasure = (value: string | null | undefined): value is Measure => MEASURES.some((m) => m === value);

export function lastMeasure(): Measure {
  const stored = storage()?.getItem(LAST_MEASURE_KEY);
  return isMeasure(stored) ? stored : DEFAULT_MEASURE;
}

export const rememberMeasure = (measure: Measure): void => write(LAST_MEASURE_KEY, measure);

export const lastSetTotal = (): boolean => storage()?.getItem(SET_TOTAL_KEY) === 'true';

export const rememberSetTotal = (setTotal: boolean): void => write(SET_TOTAL_KEY, String(setTotal));
