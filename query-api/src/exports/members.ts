import {
  ALL_TALLIES_CSV, HABIT_CSV_COLUMNS, INKPACE_EXPORT_VERSION, INKPACE_JSON, REFERENCE_JSON, TALLY_CSV_COLUMNS, TARGET_CSV_COLUMNS,
  CSV_LIST_SEPARATOR, type ExportedTally, type InkpaceExport, type ReferenceExport,
} from '@inkpace/contracts/api/export-format';
import type { Leaderboard } from '@inkpace/contracts/api/leaderboard';
import type { Project } from '@inkpace/contracts/api/project';
import type { Tag } from '@inkpace/contracts/api/tag';
import type { User } from '@inkpace/contracts/api/account';
import { csvHeader, csvLine, type CsvCell } from '@inkpace/contracts/rules/csv-cells';
import { slugify } from '@inkpace/contracts/rules/slug';
import type { GoalWithDays } from '@inkpace/projector/progress';
import { habitRows, targetRows } from './goal-rows.ts';
import type { ExportedEntryRow } from './queries.ts';
import type { ZipMember } from './zip.ts';

/** Everything of the writer's that is small enough to hold (tens of items), and how to read their entries. */
export interface ExportSource {
  account: User;
  projects: Project[];
  tags: Tag[];
  goals: GoalWithDays[];
  boards: Leaderboard[];
  /** The writer's today and week start: what the goals' CSVs are worked out for. */
  today: string;
  weekStartDay: number;
  exportedAt: string;
  /** The writer's live entries (one project's when named), oldest first, a page at a time. */
  entries: (projectId?: number) => AsyncIterable<ExportedEntryRow[]>;
}

const exportedTally = (e: ExportedEntryRow): ExportedTally => ({
  id: e.id, uuid: e.uuid, createdAt: e.createdAt, updatedAt: e.updatedAt, state: 'active', ownerId: e.ownerId,
  date: e.date, measure: e.measure, count: e.count, note: e.note, workId: e.projectId, tagIds: e.tagIds,
});

const tallyCells = (e: ExportedEntryRow): CsvCell[] => [
  e.id, e.uuid, e.projectId, e.projectTitle, e.date, e.measure, e.count, e.note,
  e.tagIds.join(CSV_LIST_SEPARATOR), e.tagNames.join(CSV_LIST_SEPARATOR), e.createdAt, e.updatedAt,
];

/** An entries CSV: the header, then a part per page. */
async function* tallyCsv(pages: AsyncIterable<ExportedEntryRow[]>): AsyncGenerator<string> {
  yield csvHeader(TALLY_CSV_COLUMNS);
  for await (const page of pages) yield page.map((e) => csvLine(tallyCells(e))).join('');
}

/** A JSON array of entries, a part per page, in `{...head, [key]: [...entries], ...tail}`. */
async function* jsonWithEntries<T extends object>(head: Partial<T>, key: keyof T & string, tail: Partial<T>,
  pages: AsyncIterable<ExportedEntryRow[]>, item: (e: ExportedEntryRow) => object): AsyncGenerator<string> {
  const opening = JSON.stringify(head);
  yield `${opening.slice(0, -1)}${opening.length > 2 ? ',' : ''}${JSON.stringify(key)}:[`;
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield `${first ? '' : ','}${page.map((e) => JSON.stringify(item(e))).join(',')}`;
    first = false;
  }
  const closing = JSON.stringify(tail);
  yield `]${closing.length > 2 ? `,${closing.slice(1)}` : '}'}`;
}

async function* csvOf(columns: readonly string[], rows: CsvCell[][]): AsyncGenerator<string> {
  yield csvHeader(columns) + rows.map(csvLine).join('');
}

const fileOf = (folder: string, title: string, id: number) => `${folder}/${slugify(title)}_${id}.csv`;

/**
 * How many times exportMembers writes each entry: in the reference's JSON, all-tallies.csv, its project's CSV and
 * inkpace.json. What the export job's progress counts in all (entries × passes).
 */
export const ENTRY_PASSES = 4;

/** The zip's files in the reference's layout (server-behaviour §4.10), then inkpace.json (docs/export-format.md). */
export async function* exportMembers(source: ExportSource): AsyncGenerator<ZipMember> {
  const targets = source.goals.filter((g) => g.goal.type === 'target');
  const habits = source.goals.filter((g) => g.goal.type === 'habit');
  yield {
    name: REFERENCE_JSON,
    parts: () => jsonWithEntries<ReferenceExport>({}, 'tallies',
      { projects: source.projects, targets: targets.map((g) => g.goal), habits: habits.map((g) => g.goal), tags: source.tags },
      source.entries(), exportedTally),
  };
  yield { name: ALL_TALLIES_CSV, parts: () => tallyCsv(source.entries()) };
  for (const project of source.projects) {
    yield { name: fileOf('projects', project.title, project.id), parts: () => tallyCsv(source.entries(project.id)) };
  }
  for (const { goal, days } of targets) {
    yield { name: fileOf('targets', goal.title, goal.id), parts: () => csvOf(TARGET_CSV_COLUMNS, targetRows(goal, days, source.today, source.weekStartDay)) };
  }
  for (const { goal, days } of habits) {
    yield { name: fileOf('habits', goal.title, goal.id), parts: () => csvOf(HABIT_CSV_COLUMNS, habitRows(goal, days, source.today, source.weekStartDay)) };
  }
  const { username, displayName, userSettings } = source.account;
  yield {
    name: INKPACE_JSON,
    parts: () => jsonWithEntries<InkpaceExport>(
      { format: 'inkpace', version: INKPACE_EXPORT_VERSION, exportedAt: source.exportedAt, account: { username, displayName, settings: userSettings },
        projects: source.projects, tags: source.tags, goals: source.goals.map((g) => g.goal) },
      'entries', { leaderboards: source.boards }, source.entries(), (e) => ({ ...exportedTally(e), source: e.source })),
  };
}
