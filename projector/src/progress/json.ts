import { sql, type RawBuilder } from 'kysely';
import { editableJsonArguments } from './project-columns.ts';

/**
 * JSON built by PostgreSQL in the wire shapes of contracts/api (Project, SummarizedProject, Tag, Tally), so long
 * lists go out without being parsed and serialised in Node. Aliases: p = progress.projects, g = progress.tags,
 * t = progress.tallies.
 */
const iso = (column: string): RawBuilder<string> =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export const projectJson = sql`jsonb_build_object(
  'id', p.id, 'uuid', p.uuid, 'createdAt', ${iso('p.created_at')}, 'updatedAt', ${iso('p.updated_at')},
  'state', p.state, 'ownerId', p.owner_id, ${sql.raw(editableJsonArguments())}, 'cover', p.cover, 'starred', p.starred)`;

/** Totals per measure: the starting balance plus the sum of the entries (kept per project by the projection). */
const totalsJson = sql`(select coalesce(jsonb_object_agg(m, s), '{}'::jsonb) from (
    select m, sum(v) as s from (
      select key as m, value::bigint as v from jsonb_each_text(p.starting_balance)
      union all select measure, total from progress.project_totals where project_id = p.id
    ) parts group by m
  ) sums)`;

export const summarizedProjectJson = sql`(${projectJson} || jsonb_build_object('totals', ${totalsJson}, 'lastUpdated', p.last_updated))`;

export const tagJson = sql`jsonb_build_object(
  'id', g.id, 'uuid', g.uuid, 'createdAt', ${iso('g.created_at')}, 'updatedAt', ${iso('g.updated_at')},
  'state', g.state, 'ownerId', g.owner_id, 'name', g.name, 'color', g.color)`;

export const tallyJson = sql`jsonb_build_object(
  'id', t.id, 'uuid', t.uuid, 'createdAt', ${iso('t.created_at')}, 'updatedAt', ${iso('t.updated_at')},
  'state', t.state, 'ownerId', t.owner_id, 'date', t.date, 'measure', t.measure, 'count', t.count, 'note', t.note,
  'workId', t.project_id)`;

/** A tally with its project (`work`) and its live tags, by name (code point order, as compareTagNames). */
export const tallyWithWorkAndTagsJson = sql`(${tallyJson} || jsonb_build_object('work', ${projectJson}, 'tags', coalesce((
    select jsonb_agg(${tagJson} order by g.name collate "C", g.id)
    from progress.tally_tags tt join progress.tags g on g.id = tt.tag_id and g.state = 'active'
    where tt.tally_id = t.id), '[]'::jsonb)))`;
