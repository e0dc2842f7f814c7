import { sql, type Kysely } from 'kysely';
import { eventMetadata } from '@inkpace/contracts/events/event';
import { isoWeekStart, utcDate } from '@inkpace/contracts/rules/iso-week';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import type { Projection } from '../runtime/projection.ts';
import { activitySetup, type ActivityTables } from './tables.ts';

type Trx = Kysely<ActivityTables>;

/** Counts a person once per day and once per week: the counters move only when the (period, person) row is new. */
async function markActive(trx: Trx, userId: number, date: string, week: string): Promise<void> {
  await sql`
    with new_day as (insert into daily_active (date, user_id) values (${date}, ${userId}) on conflict do nothing returning date)
    insert into days (date, active_users, signups) select date, 1, 0 from new_day
    on conflict (date) do update set active_users = days.active_users + 1`.execute(trx);
  await sql`
    with new_week as (insert into weekly_active (week_start, user_id) values (${week}, ${userId}) on conflict do nothing returning week_start)
    insert into weeks (week_start, active_users, signups) select week_start, 1, 0 from new_week
    on conflict (week_start) do update set active_users = weeks.active_users + 1`.execute(trx);
}

async function countSignUp(trx: Trx, date: string, week: string): Promise<void> {
  await sql`insert into days (date, active_users, signups) values (${date}, 0, 1)
    on conflict (date) do update set signups = days.signups + 1`.execute(trx);
  await sql`insert into weeks (week_start, active_users, signups) values (${week}, 0, 1)
    on conflict (week_start) do update set signups = weeks.signups + 1`.execute(trx);
}

async function apply(trx: Trx, event: RecordedEvent): Promise<void> {
  const date = utcDate(event.createdAt);
  const week = isoWeekStart(date);
  if (event.type === 'UserSignedUp' && event.streamId.startsWith('user-')) {
    await trx.insertInto('people').values({ uuid: String(event.data.uuid), id: Number(event.data.id) }).execute();
    await countSignUp(trx, date, week);
  }
  const meta = eventMetadata.safeParse(event.metadata);
  if (!meta.success) return;
  const { actor } = meta.data;
  // People only: the system (workers, CLI) and callers not signed in are never "active users".
  if ((actor.type !== 'user' && actor.type !== 'admin') || !actor.id) return;
  const person = await trx.selectFrom('people').select('id').where('uuid', '=', actor.id).executeTakeFirst();
  if (person) await markActive(trx, person.id, date, week);
}

export const activityProjection: Projection<ActivityTables> = {
  name: 'activity',
  version: 1,
  setup: activitySetup,
  handle: apply,
  // Site-wide counts: no command's answer depends on them, so none waits for them.
  awaitedStreams: [],
};
