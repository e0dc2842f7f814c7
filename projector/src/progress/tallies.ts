import { sql, type Kysely } from 'kysely';
import type { TallyEvent } from '@inkpace/contracts/events/tally';
import type { LifecycleState } from '@inkpace/contracts/rules/lifecycle';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import { lifecycleSet } from '../runtime/lifecycle.ts';
import { streamUuidOf } from '../runtime/projection.ts';
import { applyContributions, bumpVersions, growVolumes, versionBump, volumeGrowth, type Contribution } from './contributions.ts';
import { goalDaysGrowth, recountDays } from './goals.ts';
import { recountWriterStandings, standingDaysGrowth } from './standings.ts';
import type { ProgressTables } from './tables.ts';

type Trx = Kysely<ProgressTables>;
type Logged = Extract<TallyEvent, { type: 'TallyLogged' }>['data'];
type Edited = Extract<TallyEvent, { type: 'TallyEdited' }>['data'];

/** Any number of consecutive TallyLogged events in one round trip (a 20,000-entry import included). */
export async function logTallies(trx: Trx, events: readonly RecordedEvent[]): Promise<void> {
  const last = events.at(-1);
  if (!last) return;
  const rows = events.map((e) => {
    const d = e.data as Logged;
    const at = e.createdAt.toISOString();
    return { id: d.id, uuid: d.uuid, s: streamUuidOf(e.streamId), src: d.source ?? 'manual', o: d.ownerId, p: d.projectId, d: d.date, m: d.measure, c: d.count, note: d.note, at, tg: [...new Set(d.tagIds)] };
  });
  // The entries are sent and parsed once, as `logged`, which every part of the statement reads. As json, not jsonb:
  // PostgreSQL parses json_to_recordset's input once, where jsonb would first build (and sort) a binary copy.
  const logged = sql`logged as (select * from json_to_recordset(${JSON.stringify(rows)}::json)
    as x(id integer, uuid uuid, s uuid, src text, o integer, p integer, d date, m text, c bigint, note text, at timestamptz, tg integer[]))`;
  const writes = [sql`
    insert into tallies (id, uuid, stream_uuid, source, owner_id, project_id, date, measure, count, note, state, created_at, updated_at)
    select id, uuid, s, src, o, p, d, m, c, note, 'active', at, at from logged`]; // a new entry is live (runtime/lifecycle.ts LIVE_ROW)
  if (rows.some((r) => r.tg.length > 0)) {
    writes.push(sql`
      insert into tally_tags (tally_id, tag_id) select id, unnest(tg) from logged
      on conflict do nothing`);
  }
  const bump = versionBump(rows.map((r) => r.o), last.sequence);
  if (bump) writes.push(bump);
  const growth = volumeGrowth(rows.map((r) => ({ owner: r.o, measure: r.m, count: r.c })));
  if (growth) writes.push(growth);
  writes.push(goalDaysGrowth(), ...standingDaysGrowth(last.sequence));
  await applyContributions(trx, rows.map((r) => ({ owner: r.o, project: r.p, measure: r.m, date: r.d, count: r.c, entries: 1 })), writes, [logged]);
}

async function activeTally(trx: Trx, id: number) {
  return trx.selectFrom('tallies').selectAll().where('id', '=', id).where('state', '=', 'active').executeTakeFirst();
}

const contribution = (t: { owner_id: number; project_id: number; measure: string; date: string; count: number | string }, entries: 1 | -1): Contribution =>
  ({ owner: t.owner_id, project: t.project_id, measure: t.measure, date: t.date, count: Number(t.count), entries });

export async function editTally(trx: Trx, d: Edited, event: RecordedEvent): Promise<void> {
  const old = await activeTally(trx, d.id);
  if (!old) return;
  await trx.updateTable('tallies').set({
    project_id: d.projectId, date: d.date, measure: d.measure, count: d.count, note: d.note, updated_at: event.createdAt,
  }).where('id', '=', d.id).execute();
  await trx.deleteFrom('tally_tags').where('tally_id', '=', d.id).execute();
  const tags = [...new Set(d.tagIds)];
  if (tags.length > 0) await trx.insertInto('tally_tags').values(tags.map((tag_id) => ({ tally_id: d.id, tag_id }))).execute();
  await applyContributions(trx, [
    contribution(old, -1),
    contribution({ owner_id: old.owner_id, project_id: d.projectId, measure: d.measure, date: d.date, count: d.count }, 1),
  ]);
  // Only a new count is new volume: a moved entry or a changed note adds nothing a sum could grow by.
  if (Number(old.count) !== d.count || old.measure !== d.measure) {
    await growVolumes(trx, [{ owner: old.owner_id, measure: d.measure, count: d.count }]);
  }
  await recountDays(trx, old.owner_id, [old.date, d.date]);
  await recountWriterStandings(trx, old.owner_id, [old.date, d.date], event.sequence);
  await bumpVersions(trx, [old.owner_id], event.sequence);
}

/**
 * Deleting and restoring an entry, one path: it takes the state, and its share of the daily stats, totals and
 * writing days is taken back or added again; its goals and standings are recounted on its day.
 */
export async function setTallyState(trx: Trx, id: number, state: LifecycleState, event: RecordedEvent): Promise<void> {
  const old = await trx.selectFrom('tallies').selectAll().where('id', '=', id).where('state', '!=', state).executeTakeFirst();
  if (!old) return;
  await trx.updateTable('tallies').set({ ...lifecycleSet(state, event.createdAt), updated_at: event.createdAt }).where('id', '=', id).execute();
  await applyContributions(trx, [contribution(old, state === 'active' ? 1 : -1)]);
  await recountDays(trx, old.owner_id, [old.date]);
  await recountWriterStandings(trx, old.owner_id, [old.date], event.sequence);
  await bumpVersions(trx, [old.owner_id], event.sequence);
}
