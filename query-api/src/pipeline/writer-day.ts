import type { UserSettings } from '@inkpace/contracts/api/account';
import { defaultUserSettings } from '@inkpace/contracts/api/account';
import { writerToday } from '@inkpace/contracts/rules/settings';
import type { Caller } from '@inkpace/infra/http';
import { userView } from '@inkpace/projector/accounts';
import type { QueryDeps } from '../deps.ts';

/** What answers that depend on the writer's calendar read: their today, and the settings that shape days. */
export interface WriterDay {
  today: string;
  settings: UserSettings;
  /** Part of a cache key: everything here an answer may depend on besides the writer's data version. */
  key: string;
}

/** The caller's today, from their time zone and day-end hour (UTC for accounts that never set a zone). */
export async function writerDay(deps: Pick<QueryDeps, 'db' | 'clock'>, caller: Caller): Promise<WriterDay> {
  const settings = (await userView(deps.db, { id: caller.userId }))?.api.userSettings ?? defaultUserSettings;
  const today = writerToday(settings, deps.clock.now());
  return { today, settings, key: `${today}|${settings.weekStartDay}` };
}
