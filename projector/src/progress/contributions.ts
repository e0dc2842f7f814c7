import { sql, type Transaction } from 'kysely';
import type { ProgressTables } from './tables.ts';

type Trx = Transaction<ProgressTables>;

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

/**
 * Applies many contributions with a few set-based statements, whatever their number: the daily stats (rows vanish
 * when no entry contributes any more), the projects' totals per measure, and the date of each project's latest entry.
 */
export async function applyContributions(trx: Trx, list: readonly Contribution[]): Promise<void> {
  if (list.length === 0) return;
  const days = new Map<string, { o: number; p: number; m: string; d: string; t: number; n: number }>();
  const totals = new Map<string, { p: number; m: string; t: number; n: number }>();
  const projects = new Map<number, { latest: string; removed: boolean }>();
  for (const c of list) {
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
  await sql`
    insert into daily_stats (owner_id, project_id, measure, date, total, entries)
    select o, p, m, d, t, n from jsonb_to_recordset(${JSON.stringify([...days.values()])}::jsonb)
      as x(o integer, p integer, m text, d date, t bigint, n integer)
    on conflict (project_id, measure, date) do update
      set total = daily_stats.total + excluded.total, entries = daily_stats.entries + excluded.entries`.execute(trx);
  if ([...days.values()].some((d) => d.n < 0)) {
    await sql`delete from daily_stats where entries <= 0 and project_id = any(${[...projects.keys()]}::integer[])`.execute(trx);
  }
  await sql`
    insert into project_totals (project_id, measure, total, entries)
    select p, m, t, n from jsonb_to_recordset(${JSON.stringify([...totals.values()])}::jsonb) as x(p integer, m text, t bigint, n integer)
    on conflict (project_id, measure) do update
      set total = project_totals.total + excluded.total, entries = project_totals.entries + excluded.entries`.execute(trx);
  // A measure without entries is not in the totals (unless its starting balance puts it there).
  if ([...totals.values()].some((x) => x.n < 0)) {
    await sql`delete from project_totals where entries <= 0 and project_id = any(${[...projects.keys()]}::integer[])`.execute(trx);
  }
  // Additions can only move the latest date forward; a removal may uncover an earlier one.
  const grown = [...projects].filter(([, p]) => !p.removed).map(([id, p]) => ({ id, d: p.latest }));
  const shrunk = [...projects].filter(([, p]) => p.removed).map(([id]) => id);
  if (grown.length > 0) {
    await sql`
      update projects set last_updated = greatest(last_updated, x.d)
      from jsonb_to_recordset(${JSON.stringify(grown)}::jsonb) as x(id integer, d date) where projects.id = x.id`.execute(trx);
  }
  if (shrunk.length > 0) {
    await sql`
      update projects set last_updated = (select max(date) from daily_stats s where s.project_id = projects.id)
      where id = any(${shrunk}::integer[])`.execute(trx);
  }
}

/** Marks writers' data as changed at this log position (see UserVersionsTable). */
export async function bumpVersions(trx: Trx, owners: Iterable<number>, position: bigint): Promise<void> {
  const ids = [...new Set(owners)];
  if (ids.length === 0) return;
  await sql`
    insert into user_versions (owner_id, version) select unnest(${ids}::integer[]), ${position.toString()}::bigint
    on conflict (owner_id) do update set version = greatest(user_versions.version, excluded.version)`.execute(trx);
}
