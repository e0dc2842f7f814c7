/**
 * Entering time (spec, site-accounts-admin §4): "time is entered as hours and minutes, and the sign of the hours
 * carries over to the minutes". Counts of the time measure are stored as whole minutes.
 *
 * So "-1" hours and "30" minutes mean minus ninety minutes, not minus thirty. With zero hours there is no sign to
 * carry, so the minutes field keeps its own sign ("0" and "-15" is minus fifteen minutes). A hours field of "-0"
 * does carry a sign: "-0" and "15" is minus fifteen minutes too.
 */

export interface TimeParts {
  hours: number;
  minutes: number;
}

const isNegative = (n: number): boolean => n < 0 || Object.is(n, -0);

/**
 * Whole minutes from the two fields: 2h 5 → 125; -1h 30 → -90; -1h -30 → -90 (the minutes take the hours' sign
 * whatever their own); 0h -15 → -15; 0h 15 → 15. Fractions (1.5 hours) are honoured and rounded to a minute.
 */
export function minutesFromParts(hours: number, minutes: number): number {
  let total: number;
  if (hours === 0 && !Object.is(hours, -0)) total = minutes;
  else {
    const sign = isNegative(hours) ? -1 : 1;
    total = sign * (Math.abs(hours) * 60 + Math.abs(minutes));
  }
  const rounded = Math.round(total);
  return rounded === 0 ? 0 : rounded;
}

/**
 * The fields for editing a stored count, such that `minutesFromParts` gives the count back:
 * - at least an hour either way: signed whole hours and the remaining minutes 0..59 without a sign
 *   (-90 → -1h 30; 125 → 2h 5; -60 → -1h 0);
 * - under an hour: zero hours and the signed minutes (-15 → 0h -15; 45 → 0h 45), because a zero hours field has
 *   no sign to carry.
 */
export function partsFromMinutes(total: number): TimeParts {
  const whole = Math.round(total);
  const size = Math.abs(whole);
  if (size < 60) return { hours: 0, minutes: whole === 0 ? 0 : whole };
  const hours = Math.floor(size / 60);
  return { hours: whole < 0 ? -hours : hours, minutes: size % 60 };
}
