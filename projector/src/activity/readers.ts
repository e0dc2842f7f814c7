import type { Kysely } from 'kysely';
import type { DailyCount, WeeklyCount } from '@inkpace/contracts/api/admin';
import type { ReadModels } from '../read-models.ts';

/** The admin series, oldest first; days and weeks with nothing of the kind asked are left out (as the reference). */
type Db = Kysely<ReadModels>;
type Measure = 'active_users' | 'signups';

export async function dailySeries(db: Db, measure: Measure): Promise<DailyCount[]> {
  const rows = await db.selectFrom('activity.days').select(['date', measure]).where(measure, '>', 0).orderBy('date').execute();
  return rows.map((r) => ({ date: r.date, count: r[measure] }));
}

export async function weeklySeries(db: Db, measure: Measure): Promise<WeeklyCount[]> {
  const rows = await db.selectFrom('activity.weeks').select(['week_start', measure]).where(measure, '>', 0).orderBy('week_start').execute();
  return rows.map((r) => ({ weekStart: r.week_start, count: r[measure] }));
}
