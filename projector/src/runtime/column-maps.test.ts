import { describe, expect, it } from 'vitest';
import { BANNER_FIELDS } from '@inkpace/contracts/api/banner';
import { GOAL_EDITABLE_FIELDS } from '@inkpace/contracts/api/goal';
import { LEADERBOARD_SETTINGS_FIELDS } from '@inkpace/contracts/api/leaderboard';
import { PROJECT_EDITABLE_FIELDS } from '@inkpace/contracts/api/project';
import { bannerColumns } from '../banners/banner-columns.ts';
import { bannerTables } from '../banners/tables.ts';
import { boardColumns } from '../leaderboards/board-columns.ts';
import { leaderboardTables } from '../leaderboards/tables.ts';
import { goalColumns } from '../progress/goal-columns.ts';
import { projectColumns } from '../progress/project-columns.ts';
import { goalTables, progressTables } from '../progress/tables.ts';
import type { ColumnMap } from './column-map.ts';
import type { AnyTable } from './table.ts';

/**
 * Every entity's column map against its field list (contracts' field map) and its table (tables.ts): each field has
 * one column of its own that exists, and each column of the table is a field's or one of the row's own (keys,
 * owner, lifecycle, times, what is not a writer's field). A field or a column added on one side only fails here.
 */
const ROW_OWN = ['id', 'uuid', 'stream_uuid', 'owner_id', 'state', 'deleted_at', 'created_at', 'updated_at'];

const cases: Array<[string, ColumnMap<never, never>, readonly string[], AnyTable, string[]]> = [
  ['projects', projectColumns as never, PROJECT_EDITABLE_FIELDS, progressTables.projects, ['cover', 'starred', 'last_updated']],
  ['goals', goalColumns as never, GOAL_EDITABLE_FIELDS, goalTables.goals, ['starred']],
  ['boards', boardColumns as never, LEADERBOARD_SETTINGS_FIELDS, leaderboardTables.boards, ['version']],
  ['banners', bannerColumns as never, BANNER_FIELDS, bannerTables.banners, []],
];

describe.each(cases)('the %s column map', (_name, map, fields, table, ownColumns) => {
  const specs = Object.entries(map.specs as Record<string, { column: string; derived?: (v: never) => object }>);
  const columns = Object.keys(table.columns);

  it('has an entry for each field of the contracts map, in its order, and no other', () => {
    expect(map.fields).toEqual(fields);
    expect(specs.map(([field]) => field).sort()).toEqual([...fields].sort());
  });

  it("puts each field in a column of the table, one column per field", () => {
    for (const [field, spec] of specs) expect(columns, field).toContain(spec.column);
    const used = specs.map(([, spec]) => spec.column);
    expect(new Set(used).size).toBe(used.length);
  });

  it('leaves no column of the table without a field, except the row’s own', () => {
    const derived = map.columns(Object.fromEntries(fields.map((f) => [f, { threshold: null }])) as never);
    const mapped = new Set([...specs.map(([, spec]) => spec.column), ...Object.keys(derived)]);
    const unmapped = columns.filter((c) => !mapped.has(c) && !ROW_OWN.includes(c) && !ownColumns.includes(c));
    expect(unmapped).toEqual([]);
  });

  it('answers every field in JSON from its column', () => {
    const args = map.jsonArguments('x');
    for (const [field] of specs) expect(args).toContain(`'${field}', `);
    for (const [, spec] of specs) expect(args).toContain(`x.${spec.column}`);
  });
});
