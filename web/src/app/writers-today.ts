import { getDefaultStore } from 'jotai';
import type { User } from '@inkpace/contracts/api/account';
import { writerDate } from '@inkpace/contracts/rules/dates';
import { writerToday } from '@inkpace/contracts/rules/settings';
import { userAtom } from './session.ts';

// Kept out of session.ts: the public pages load the session, and the date rules would weigh on their budget.
/**
 * The writer's today as the server reckons it (their time zone and the hour their day ends): the progress form's
 * default date. Before a zone is chosen (the browser's is being adopted) or while signed out, the browser's zone.
 */
export function writersToday(user: User | null | undefined, now: Date = new Date()): string {
  if (user && user.userSettings.timeZone !== null) return writerToday(user.userSettings, now);
  return writerDate(now, { dayEndHour: user?.userSettings.dayEndHour ?? 0 });
}

/** writersToday for the signed-in user, outside React (a dialog's fresh values). */
export const currentWritersToday = (now: Date = new Date()): string => writersToday(getDefaultStore().get(userAtom), now);
