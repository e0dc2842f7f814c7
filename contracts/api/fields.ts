import { z } from 'zod';
import { messages } from '../messages.ts';
import { isAcceptedDate, isCalendarDate } from '../rules/dates.ts';
import { COUNT_LIMIT, MEASURES } from '../rules/measures.ts';
import { hasVisibleText, stripBidiControls } from '../rules/text.ts';

const v = messages.validation;

/** Usernames: letters, digits, underscore and dash, starting with a letter; unique ignoring case. */
export const usernamePattern = /^[a-zA-Z][a-zA-Z0-9_-]*$/;
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../rules/field-limits.ts';
export { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN };

/**
 * The text of a name or title (display names, projects, goals, boards, teams, tags, API keys): direction controls
 * taken out, then trimmed; `required` when it is not a string. Every such field starts here and ends with
 * `visibleName`, so one rule (rules/text.ts) holds for all of them.
 */
export const nameText = (required: string) => z.string({ error: required }).overwrite(stripBidiControls).trim();
/** The check that a name has something to see (an empty one is left to the field's own "required" message). */
export const visibleName = [hasVisibleText, v.invisibleName] as const;

/** A name or title that must be there: 1 to `max` characters, some of them visible. */
export const requiredName = (required: string, max: number, tooLong: string) =>
  nameText(required).min(1, required).max(max, tooLong).refine(...visibleName);

export const username = z
  .string({ error: v.usernameMin })
  .trim()
  .min(USERNAME_MIN, v.usernameMin)
  .max(USERNAME_MAX, v.usernameMax)
  .regex(usernamePattern, v.usernamePattern);

export const displayName = nameText(v.displayNameMin)
  .min(DISPLAY_NAME_MIN, v.displayNameMin)
  .max(DISPLAY_NAME_MAX, v.displayNameMax)
  .refine(...visibleName);

export const email = z.string({ error: v.email }).trim().max(EMAIL_MAX, v.email).pipe(z.email(v.email));

export const password = z.string({ error: v.passwordMin }).min(PASSWORD_MIN, v.passwordMin).max(PASSWORD_MAX, v.passwordMax);

export const newPassword = z
  .string({ error: v.newPasswordMin })
  .min(PASSWORD_MIN, v.newPasswordMin)
  .max(PASSWORD_MAX, v.passwordMax);

export const measures = MEASURES;
export const measure = z.enum(MEASURES);
export type Measure = z.infer<typeof measure>;

/** Lower-case form used for uniqueness of usernames. */
export function usernameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * A calendar date, strictly `YYYY-MM-DD` and real (spec: dates are strict YYYY-MM-DD strings), within the dates
 * Inkpace accepts (EARLIEST_DATE..LATEST_DATE).
 */
export const calendarDate = (required: string = v.tallyDate) =>
  z.string({ error: required }).superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: required });
    else if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: v.tallyDateInvalid });
    else if (!isAcceptedDate(value)) ctx.addIssue({ code: 'custom', message: v.dateOutOfRange });
  });

/** A date a form may leave empty (null): `invalid` for anything but a real date, the range's message outside it. */
export const optionalCalendarDate = (invalid: string) =>
  z
    .string({ error: invalid })
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: invalid });
      else if (!isAcceptedDate(value)) ctx.addIssue({ code: 'custom', message: v.dateOutOfRange });
    })
    .nullable();

/** A whole-number count of one measure; negative counts (cuts, corrections) are allowed. */
export const count = z
  .number({ error: v.tallyCount })
  .int(v.tallyCountWhole)
  .min(-COUNT_LIMIT, v.countTooLarge)
  .max(COUNT_LIMIT, v.countTooLarge);

/** Starting balances and lifetime balances: measure → whole number. Unknown measures are refused. */
export const measureBalance = z.partialRecord(
  z.enum(MEASURES, { error: v.balanceBlank }),
  z.number({ error: v.balanceBlank }).int(v.wholeNumbers).min(-COUNT_LIMIT, v.countTooLarge).max(COUNT_LIMIT, v.countTooLarge),
);

/** Counts per measure as responses carry them (totals, day counts). */
export const measureCounts = z.partialRecord(measure, z.number());
export type MeasureCounts = z.infer<typeof measureCounts>;

export const INT_ID_MAX = 2_147_483_647;
/**
 * An id written as text (path and query parameters): decimal digits only, so `0x1`, `1e0`, `+1` and ` 1` are not
 * another way to say 1.
 */
export const decimalId = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = String(value);
    if (/^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= INT_ID_MAX) return Number(text);
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
/**
 * A whole number in a query string (or a number, for clients that send JSON-ish queries), within its bounds:
 * digits only, so `1e3` or ` 5` are refused rather than read as something else. Absent or empty: `fallback`.
 */
export const queryInt = (min: number, max: number, fallback: number, message: string) =>
  z.union([z.number(), z.string()], { error: message }).optional().transform((value, ctx) => {
    if (value === undefined || value === '') return fallback;
    const text = String(value);
    const n = /^[0-9]{1,10}$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

export const positiveId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(INT_ID_MAX, message);

/**
 * A list of ids in a query string, sent bracketed (`works[]=1&works[]=2`), repeated (`works=1&works=2`) or
 * comma-separated (`works=1,2`).
 */
export const queryIdList = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(',')).map((s) => s.trim()).filter((s) => s !== ''),
  z.array(decimalId(v.idList)).max(1000, v.idList),
);

/** queryInt for a parameter whose absence means something of its own: absent or empty, it stays undefined. */
export const optionalQueryInt = (min: number, max: number, message: string) =>
  z.union([z.union([z.literal(''), z.undefined()]).transform(() => undefined), queryInt(min, max, min, message)], { error: message });

/**
 * A create's optional client-chosen identity (issue 29): the same uuid again from the same writer answers with what
 * it made the first time and writes nothing; each writer's uuids are their own.
 */
export const clientUuid = z.uuid({ error: v.clientUuid }).transform((u) => u.toLowerCase());
