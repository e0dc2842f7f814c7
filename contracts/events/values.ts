import { z } from 'zod';
import { ACCOUNT_STATES } from '../rules/account.ts';
import { BANNER_COLORS } from '../rules/banner.ts';
import { MEASURES } from '../rules/measures.ts';
import { PROJECT_PHASES } from '../rules/projects.ts';
import { TAG_COLORS } from '../rules/tags.ts';

/**
 * The values stored events hold, described by their shape alone. Events are the permanent record: what the API
 * accepts (lengths, trimming, messages) may change, what was stored may not. So event schemas never reuse the API's
 * field schemas, only the domain's lists of names.
 */
export const id = z.number().int();
export const uuid = z.uuid();
export const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const instant = z.string();
export const measureName = z.enum(MEASURES);
/** Counts per measure (starting balances). */
export const measureCounts = z.partialRecord(measureName, z.number().int());
export const projectPhase = z.enum(PROJECT_PHASES);
export const tagColor = z.enum(TAG_COLORS);
export const accountState = z.enum(ACCOUNT_STATES);
export const bannerColor = z.enum(BANNER_COLORS);
export const goalType = z.enum(['target', 'habit']);
const thresholdValue = z.object({ measure: measureName, count: z.number().int() });
/** Habit first: a habit with a threshold also fits the target shape, and parsing it as one would drop its cadence. */
export const goalParameters = z.union([
  z.object({ cadence: z.object({ unit: z.enum(['day', 'week', 'month', 'year']), period: z.number().int() }), threshold: thresholdValue.nullable() }),
  z.object({ threshold: thresholdValue }),
]);
export const pacePlan = z.object({ weekdayWeights: z.array(z.number()), restDates: z.array(calendarDate) });
