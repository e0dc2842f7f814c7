import type { Goal } from '@inkpace/contracts/api/goal';
import { addDays, writerDate } from '@inkpace/contracts/rules/dates';
import { api } from './accounts.ts';

/**
 * The server counts goals by the writer's today. Goal journeys run the browser in UTC (`timezoneId`), so the
 * account adopts UTC and "today" is the UTC date, as the server sees it.
 */
export const utcToday = (): string => writerDate(new Date(), { timeZone: 'UTC' });
export const daysFromToday = (days: number): string => addDays(utcToday(), days);

/** Creates a goal through the API as `cookie`'s user (the body as POST /api/v1/goal takes it). */
export async function createGoal(cookie: string, goal: Record<string, unknown>): Promise<Goal> {
  return (await api<Goal>('POST', '/api/v1/goal', goal, cookie)).data;
}

export async function getGoal(cookie: string, id: number): Promise<Goal> {
  return (await api<Goal>('GET', `/api/v1/goal/${id}`, undefined, cookie)).data;
}

/** Sets the account's time zone (new accounts adopt the browser's on first sign-in; API-made ones stay on UTC). */
export async function useUtc(cookie: string): Promise<void> {
  await api('PATCH', '/api/v1/me/settings', { timeZone: 'UTC' }, cookie);
}
