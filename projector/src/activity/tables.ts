import { col, setupOf, table, type RowOf, type TablesOf } from '../runtime/table.ts';

/**
 * The admin series: people active and signed up per UTC day and per ISO week (its Monday). Only people count: an
 * event's actor when it is a user or an admin, never the system or someone not signed in.
 */
export const activityTables = {
  /** Users by uuid (metadata names actors by uuid). */
  people: table({ uuid: col.uuid().primaryKey(), id: col.integer().unique() }),
  /** Who was active on which day / in which week: each person once, so the counts below count people, not events. */
  daily_active: table({ date: col.date(), user_id: col.integer() }, { primaryKey: ['date', 'user_id'] }),
  weekly_active: table({ week_start: col.date(), user_id: col.integer() }, { primaryKey: ['week_start', 'user_id'] }),
  /** What the series endpoints read: one small row per day and per week. */
  days: table({ date: col.date().primaryKey(), active_users: col.integer(), signups: col.integer() }),
  weeks: table({ week_start: col.date().primaryKey(), active_users: col.integer(), signups: col.integer() }),
};

export type ActivityTables = TablesOf<typeof activityTables>;
export const activitySetup = setupOf(activityTables);
export type ActivityDaysTable = RowOf<typeof activityTables.days>;
