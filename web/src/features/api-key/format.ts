import { formatInstantDate } from '@inkpace/contracts/rules/format';

/** An instant as its date on the reader's clock, written as the app writes dates ("Nov 24, 2026"). */
const formatDate = (iso: string): string => formatInstantDate(iso);

/** The list's expiry column: "Never", "Expired" (spec §4: expiry in the past), or the date. */
export function expiryLabel(expiresAt: string | null, now: Date): string {
  if (expiresAt === null) return 'Never';
  return Date.parse(expiresAt) < now.getTime() ? 'Expired' : formatDate(expiresAt);
}

export const lastUsedLabel = (lastUsed: string | null): string => (lastUsed === null ? 'Never' : formatDate(lastUsed));
