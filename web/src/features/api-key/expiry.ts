/** The expiry choices of a new API key (spec §9): presets, never, or a custom calendar date. */
export const EXPIRY_PRESETS = [
  { value: '1m', label: '1 month', months: 1 },
  { value: '3m', label: '3 months', months: 3 },
  { value: '1y', label: '1 year', months: 12 },
] as const;
export type ExpiryPreset = (typeof EXPIRY_PRESETS)[number]['value'];
export type ExpiryChoice = ExpiryPreset | 'never' | 'custom';

/**
 * `months` calendar months after `now`, at the same local time of day; a day the target month lacks becomes its
 * last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(now: Date, months: number): Date {
  const index = now.getMonth() + months;
  const year = now.getFullYear() + Math.floor(index / 12);
  const month = ((index % 12) + 12) % 12;
  const lastDay = new Date(year, month + 1, 0).getDate();
  return new Date(year, month, Math.min(now.getDate(), lastDay), now.getHours(), now.getMinutes(), now.getSeconds(), now.getMilliseconds());
}

/** The last instant of a `YYYY-MM-DD` day in the browser's time zone: a key picked for a day lasts all of it. */
export function endOfLocalDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(new Date(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1).getTime() - 1);
}

/** The `expiresAt` a choice sends: an ISO datetime, or null for never. */
export function expiresAtFor(choice: ExpiryChoice, customDate: string | null, now: Date): string | null {
  if (choice === 'never') return null;
  if (choice === 'custom') {
    // Never read a missing date as "never": a key would outlive what its owner asked for.
    if (!customDate) throw new Error('A custom expiry needs a date.');
    return endOfLocalDay(customDate).toISOString();
  }
  const preset = EXPIRY_PRESETS.find((p) => p.value === choice);
  return addMonths(now, preset?.months ?? 0).toISOString();
}
