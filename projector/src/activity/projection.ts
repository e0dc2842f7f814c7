import { sql, type Kysely } from 'kysely';
import { eventMetadata } from '@inkpace/contracts/events/event';
import { DAY_MS } from '@inkpace/contracts/rules/dates';
import { isoWeekStart, utcDate } from '@inkpace/contracts/rules/iso-week';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import type { Projection } from '../runtime/projection.ts';
import { activitySetup, type ActivityTables } from './tables.ts';

type Trx = Kysely<ActivityTables>;

/**
 * Who was active when, a run of events at a time: the pairs (day, person) and (week, person) are inserted once each,
 * and only the pairs that are new move the counters, so a person counts once per day and per week however much they
 * do. `handle` is the same for one event, so live and rebuilt rows are identical.
 */
/** The person who acted (a user or an admin, by uuid), or null for the system and callers not signed in. */
function personActing(event: RecordedEvent): string | null {
  const actor = eventMetadata.shape.actor.safeParse(event.metadata.actor);
  // People only: the system (workers, CLI) and callers not signed in are never "active users".
  return actor.success && (actor.data.type === 'user' || actor.data.type === 'admin') && actor.data.id ? actor.data.id : null;
}

async function applyBatch(trx: Trx, events: readonly RecordedEvent[]): Promise<void> {
  const acting = events.map(personActing);
  const actors = [...new Set(acting.filter((a): a is string => a !== null))];
  const known = actors.length ? await trx.selectFrom('people').selectAll().where('uuid', 'in', actors).execute() : [];
  const people = new Map(known.map((p) => [p.uuid, p.id]));
  const newPeople: Array<{ uuid: string; id: number }> = [];
  const days = new Map<string, { date: string; id: number }>();
  const weeks = new Map<string, { week: string; id: number }>();
  const signUpDays = new Map<string, number>();
  const signUpWeeks = new Map<string, number>();
  // A run of events spans few days: each day's date and ISO week are worked out once.
  const dateOf = new Map<number, string>();
  const weekOf = new Map<string, string>();
  events.forEach((e, i) => {
    const day = Math.floor(e.createdAt.getTime() / DAY_MS);
    let date = dateOf.get(day);
    if (date === undefined) dateOf.set(day, (date = utcDate(e.createdAt)));
    let week = weekOf.get(date);
    if (week === undefined) weekOf.set(date, (week = isoWeekStart(date)));
    if (e.type === 'UserSignedUp' && e.streamId.startsWith('user-')) {
      const person = { uuid: String(e.data.uuid), id: Number(e.data.id) };
      people.set(person.uuid, person.id);
      newPeople.push(person);
      signUpDays.set(date, (signUpDays.get(date) ?? 0) + 1);
      signUpWeeks.set(week, (signUpWeeks.get(week) ?? 0) + 1);
    }
    const actor = acting[i];
    const id = actor ? people.get(actor) : undefined;
    if (id === undefined) return;
    days.set(`${date}|${id}`, { date, id });
    weeks.set(`${week}|${id}`, { week, id });
  });
  if (newPeople.length) await trx.insertInto('people').values(newPeople).execute();
  if (signUpDays.size) {
    await sql`insert into days (date, active_users, signups) select d, 0, n from unnest(${[...signUpDays.keys()]}::date[], ${[...signUpDays.values()]}::int[]) as s(d, n)
      on conflict (date) do update set signups = days.signups + excluded.signups`.execute(trx);
    await sql`insert into weeks (week_start, active_users, signups) select w, 0, n from unnest(${[...signUpWeeks.keys()]}::date[], ${[...signUpWeeks.values()]}::int[]) as s(w, n)
      on conflict (week_start) do update set signups = weeks.signups + excluded.signups`.execute(trx);
  }
  if (days.size) {
    // Days and weeks in one statement (they touch different tables), so the batch holds a transaction id for one
    // round trip less (see the projector's batchLock).
    const d = [...days.values()];
    const w = [...weeks.values()];
    await sql`
      with new_days as (insert into daily_active (date, user_id) select * from unnest(${d.map((x) => x.date)}::date[], ${d.map((x) => x.id)}::int[])
        on conflict do nothing returning date),
      counted_days as (insert into days (date, active_users, signups) select date, count(*), 0 from new_days group by date
        on conflict (date) do update set active_users = days.active_users + excluded.active_users),
      new_weeks as (insert into weekly_active (week_start, user_id) select * from unnest(${w.map((x) => x.week)}::date[], ${w.map((x) => x.id)}::int[])
        on conflict do nothing returning week_start)
      insert into weeks (week_start, active_users, signups) select week_start, count(*), 0 from new_weeks group by week_start
      on conflict (week_start) do update set active_users = weeks.active_users + excluded.active_users`.execute(trx);
  }
}

export const activityProjection: Projection<ActivityTables> = {
  name: 'activity',
  version: 1,
  setup: activitySetup,
  handle: (trx, event) => applyBatch(trx, [event]),
  handleBatch: applyBatch,
  // Site-wide counts: no command's answer depends on them, so none waits for them.
  priority: 'background',
};
