import type { MeasureName } from '@inkpace/contracts/rules/measures';
import { projectTotalUpTo, setTotalCount, type CountedEntry } from '@inkpace/contracts/rules/set-total';
import { useProjectDays } from '../project/index.ts';
import { rowCount, type ProgressValues } from './progress-values.ts';
import { useProjects } from './tally-data.ts';

/** What saving a row as "set total" does to its project's total in that measure, up to the entry's date. */
export interface SetTotalChange {
  measure: MeasureName;
  before: number;
  after: number;
  /** The count the entry stores: negative when the total goes down. */
  change: number;
}

/**
 * The change each row would make while Set total is on (by row key), from the project's starting balance and its
 * day sums (its own slice of /stats/days, as the project page reads it) with the server's own rule. Rows without a
 * valid count, or while the project's numbers load, have none. An edit passes the entry as it is (`replacing`): the
 * totals count it, and it must not count against itself.
 */
export function useSetTotalChanges(values: ProgressValues, replacing?: CountedEntry): ReadonlyMap<number, SetTotalChange> {
  const active = values.setTotal && values.workId !== null;
  const projects = useProjects();
  const days = useProjectDays(values.workId ?? 0, active);
  const changes = new Map<number, SetTotalChange>();
  const project = projects.data?.find((p) => p.id === values.workId);
  if (!active || !project || !days.data) return changes;
  for (const row of values.rows) {
    const requested = rowCount(row);
    if (row.measure === null || requested === undefined || !Number.isInteger(requested)) continue;
    const before = projectTotalUpTo(days.data, project.startingBalance, row.measure, values.date);
    const change = setTotalCount(requested, { projectId: project.id, measure: row.measure, date: values.date }, before, [], replacing);
    changes.set(row.key, { measure: row.measure, before: requested - change, after: requested, change });
  }
  return changes;
}
