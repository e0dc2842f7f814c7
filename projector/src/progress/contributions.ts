import { sql, type RawBuilder, type Kysely } from 'kysely';
import { writeTogether } from '../runtime/table.ts';
import type { ProgressTables } from './tables.ts';

type Trx = Kysely<ProgressTables>;

/** One entry's share of the daily stats and totals: added when logged (+1 entry), taken back when edited or deleted. */
export interface Contribution {
  owner: number;
  project: number;
  measure: string;
  date: string;
  count: number;
  /** +1 when an entry starts counting, -1 when it stops. */
  entries: 1 | -1;
}

type Write = RawBuilder<unknown>;

interface Summary {
  days: Array<{ o: number; p: number; m: string; d: string; t: number; n: number }>;
  totals: Array<{ p: number; m: string; t: number; n: number }>;
  /** Per writer and date, the change in how many entries are on it (the writing streak's days). */
  writerDays: Array<{ o: number; d: string; n: number }>;
  /** Projects whose latest entry can only have moved forward, with the latest date among the additions. */
  grown: Array<{ id: number; d: string }>;
  /** Projects that lost an entry: their latest date may now be earlier. */
  shrunk: number[];
}

function summarize(list: readonly Contribution[]): Summary {
  const days = new Map<string, Summary['days'][number]>();
  const totals = new Map<string, Summary['totals'][number]>();
  const projects = new Map<number, { latest: string; removed: boolean }>();
  const writerDays = new Map<string, Summary['writerDays'][number]>();
  for (const c of list) {
    const writerDay = writerDays.get(`${c.owner}|${c.date}`) ?? { o: c.owner, d: c.date, n: 0 };
    writerDay.n += c.entries;
    writerDays.set(`${c.owner}|${c.date}`, writerDay);
    const dayKey = `${c.project}|${c.measure}|${c.date}`;
    const day = days.get(dayKey) ?? { o: c.owner, p: c.project, m: c.measure, d: c.date, t: 0, n: 0 };
    day.t += c.count * c.entries;
    day.n += c.entries;
    days.set(dayKey, day);
    const totalKey = `${c.project}|${c.measure}`;
    const total = totals.get(totalKey) ?? { p: c.project, m: c.measure, t: 0, n: 0 };
    total.t += c.count * c.entries;
    total.n += c.entries;
    totals.set(totalKey, total);
    const p = projects.get(c.project) ?? { latest: c.date, removed: false };
    if (c.entries < 0) p.removed = true;
    else if (c.date > p.latest) p.latest = c.date;
    projects.set(c.project, p);
  }
  return {
    days: [...days.values()],
    totals: [...totals.values()],
    writerDays: [...writerDays.values()].filter((w) => w.n !== 0),
    grown: [...projects].filter(([, p]) => !p.removed).map(([id, p]) => ({ id, d: p.latest })),
    shrunk: [...projects].filter(([, p]) => p.removed).map(([id]) => id),
  };
}

/** The additions to the daily stats, the totals and the latest dates: statements that do not read each other. */
function additiveWrites(s: Summary): Write[] {
  const writes: Write[] = [
    sql`insert into daily_stats (owner_id, project_id, measure, date, total, entries)
      select o, p, m, d, t, n from json_to_recordset(${JSON.stringify(s.days)}::json)
        as x(o integer, p integer, m text, d date, t bigint, n integer)
      on conflict (project_id, measure, date) do update
        set total = daily_stats.total + excluded.total, entries = daily_stats.entries + excluded.entries`,
    sql`insert into project_totals (project_id, measure, total, entries)
      select p, m, t, n from json_to_recordset(${JSON.stringify(s.totals)}::json) as x(p integer, m text, t bigint, n integer)
      on conflict (project_id, measure) do update
        set total = project_totals.total + excluded.total, entries = project_totals.entries + excluded.entries`,
  ];
  if (s.writerDays.length > 0) {
    writes.push(sql`insert into writing_days (owner_id, date, entries)
      select o, d, n from json_to_recordset(${JSON.stringify(s.writerDays)}::json) as x(o integer, d date, n integer)
      on conflict (owner_id, date) do update set entries = writing_days.entries + excluded.entries`);
  }
  // Additions can only move the latest date forward.
  if (s.grown.length > 0) {
    writes.push(sql`update projects set last_updated = greatest(last_updated, x.d)
      from json_to_recordset(${JSON.stringify(s.grown)}::json) as x(id integer, d date) where projects.id = x.id`);
  }
  return writes;
}

/**
 * Applies many contributions with a few set-based statements, whatever their number: the daily stats (rows vanish
 * when no entry contributes any more), the projects' totals per measure, and the date of each project's latest
 * entry. `alongside` are the caller's own writes to other tables, sent in the same round trip, with the named `sources`
 * they read (see writeTogether).
 */
export async function applyContributions(trx: Trx, list: readonly Contribution[], alongside: readonly Write[] = [], sources: readonly Write[] = []): Promise<void> {
  if (list.length === 0) return writeTogether(trx, alongside, sources);
  const s = summarize(list);
  await writeTogether(trx, [...alongside, ...additiveWrites(s)], sources);
  const projectIds = [...new Set(s.days.map((d) => d.p))];
  if (s.days.some((d) => d.n < 0)) {
    await sql`delete from daily_stats where entries <= 0 and project_id = any(${projectIds}::integer[])`.execute(trx);
  }
  if (s.writerDays.some((w) => w.n < 0)) {
    const owners = [...new Set(s.writerDays.map((w) => w.o))];
    await sql`delete from writing_days where entries <= 0 and owner_id = any(${owners}::integer[])`.execute(trx);
  }
  // A measure without entries is not in the totals (unless its starting balance puts it there).
  if (s.totals.some((x) => x.n < 0)) {
    await sql`delete from project_totals where entries <= 0 and project_id = any(${projectIds}::integer[])`.execute(trx);
  }
  // A removal may uncover an earlier latest date.
  if (s.shrunk.length > 0) {
    await sql`
      update projects set last_updated = (select max(date) from daily_stats s where s.project_id = projects.id)
      where id = any(${s.shrunk}::integer[])`.execute(trx);
  }
}

/** Marks writers' data as changed at this log position (see progressTables.user_versions); null when there is no one to mark. */
export function versionBump(owners: Iterable<number>, position: bigint): Write | null {
  const ids = [...new Set(owners)];
  if (ids.length === 0) return null;
  return sql`
    insert into user_versions (owner_id, version) select unnest(${ids}::integer[]), ${position.toString()}::bigint
    on conflict (owner_id) do update set version = greatest(user_versions.version, excluded.version)`;
}

/**
 * Adds the magnitudes of newly stored counts to their writers' volumes (see contracts/rules/count-bounds.ts); null
 * when there is nothing to add. Summed here first: one insert may not touch the same row twice.
 */
export function volumeGrowth(counts: Iterable<{ owner: number; measure: string; count: number }>): Write | null {
  const sums = new Map<string, { o: number; m: string; v: number }>();
  for (const { owner, measure, count } of counts) {
    const key = `${owner}|${measure}`;
    const row = sums.get(key) ?? { o: owner, m: measure, v: 0 };
    row.v += Math.abs(count);
    sums.set(key, row);
  }
  if (sums.size === 0) return null;
  return sql`
    insert into writer_volumes (owner_id, measure, volume)
    select o, m, v from json_to_recordset(${JSON.stringify([...sums.values()])}::json) as x(o integer, m text, v bigint)
    on conflict (owner_id, measure) do update set volume = writer_volumes.volume + excluded.volume`;
}

export async function growVolumes(trx: Trx, counts: Iterable<{ owner: number; measure: string; count: number }>): Promise<void> {
  const growth = volumeGrowth(counts);
  if (growth) await growth.execute(trx);
}

export async function bumpVersions(trx: Trx, owners: Iterable<number>, position: bigint): Promise<void> {
  const bump = versionBump(owners, position);
  if (bump) await bump.execute(trx);
}

/** After a project was deleted: the writer's days are those with entries in their live projects. */
export async function recountWritingDays(trx: Trx, ownerId: number): Promise<void> {
  await sql`delete from writing_days where owner_id = ${ownerId}`.execute(trx);
  await sql`
    insert into writing_days (owner_id, date, entries)
    select s.owner_id, s.date, sum(s.entries) from daily_stats s join projects p on p.id = s.project_id and p.state = 'active'
    where s.owner_id = ${ownerId} group by s.owner_id, s.date having sum(s.entries) > 0`.execute(trx);
}
