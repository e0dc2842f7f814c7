import { z } from 'zod';
import { messages } from '../messages.ts';
import { isCalendarDate } from '../rules/dates.ts';
import { requiredName } from './fields.ts';
import { idParam, isoDateTime, route } from './route.ts';
import { apiKeyPaths } from './paths.ts';

const v = messages.validation;
import { API_KEY_NAME_MAX } from '../rules/field-limits.ts';
export { API_KEY_NAME_MAX };

export const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  expiresAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  lastUsed: isoDateTime.nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;
export const apiKeyWithToken = apiKey.extend({ token: z.string() });

/** The expiry must be a real instant, not already past (a key that is expired on creation is of no use). */
export function apiKeyExpiryProblem(expiresAt: string | null, now: Date): string | null {
  if (expiresAt === null) return null;
  const t = Date.parse(expiresAt);
  if (Number.isNaN(t)) return v.apiKeyExpiryInvalid;
  return t < now.getTime() ? v.apiKeyExpiryPast : null;
}

/**
 * A custom expiry picked as a calendar date (`YYYY-MM-DD`): it must be a real date, today or later, where `today`
 * is the picker's own calendar date (the browser's time zone). The key then lasts to the end of that day.
 */
export function apiKeyExpiryDateProblem(date: string | null, today: string): string | null {
  if (date === null || !isCalendarDate(date)) return v.apiKeyExpiryInvalid;
  return date < today ? v.apiKeyExpiryPast : null;
}

export const createApiKeyBody = z.strictObject({
  name: requiredName(v.apiKeyName, API_KEY_NAME_MAX, v.apiKeyNameMax),
  expiresAt: z.iso.datetime({ offset: true, error: v.apiKeyExpiryInvalid }).nullable(),
});

/** Non-expired keys first, then newest created first. */
export function sortApiKeys<T extends { expiresAt: string | null; createdAt: string }>(keys: T[], now: Date): T[] {
  const expired = (k: T) => (k.expiresAt !== null && Date.parse(k.expiresAt) < now.getTime() ? 1 : 0);
  return [...keys].sort((a, b) => expired(a) - expired(b) || Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export const apiKeyRoutes = {
  list: route({ ...apiKeyPaths.list, response: z.array(apiKey), summary: 'List API keys' }),
  create: route({ ...apiKeyPaths.create, body: createApiKeyBody, response: apiKeyWithToken, answerHoldsSecret: true, summary: 'Create an API key' }),
  remove: route({ ...apiKeyPaths.remove, params: idParam, response: apiKey, summary: 'Delete an API key' }),
};
