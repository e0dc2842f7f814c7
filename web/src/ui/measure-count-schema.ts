import { z } from 'zod';
import { MEASURES } from '@inkpace/contracts/rules/measures';
import { countsOfRows, type MeasureCountRow } from './measure-count-values.ts';

/**
 * Measure rows as a form edits them, checked by the contracts' schema of the record they become (e.g. a starting
 * balance): its messages ("Please fill in all balances, or remove blank rows.", "Please only enter whole numbers.")
 * are the server's.
 */
export function measureRowsSchema<R extends z.ZodType<unknown, Record<string, number>>>(record: R) {
  return z
    .array(z.object({ measure: z.enum(MEASURES), count: z.union([z.number(), z.string()]), minutes: z.union([z.number(), z.string()]).optional() }))
    .transform(countsOfRows)
    .pipe(record);
}

/** The first message a schema of measure rows has for them, undefined when they are fine (MeasureCountRows' `check`). */
export const rowsProblem = (schema: z.ZodType, rows: readonly MeasureCountRow[]): string | undefined => schema.safeParse(rows).error?.issues[0]?.message;
