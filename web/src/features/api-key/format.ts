const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** An instant as a date in the reader's locale and time zone. */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** The list's expiry column: "Never", "Expired" (spec §4: expiry in the past), or the date. */
export function expiryLabel(expiresAt: string | null, now: Date): string {
  if (expiresAt === null) return 'Never';
  return Date.parse(expiresAt) < now.getTime() ? 'Expired' : formatDate(expiresAt);
}

export const lastUsedLabel = (lastUsed: string | null): string => (lastUsed === null ? 'Never' : formatDate(lastUsed));
