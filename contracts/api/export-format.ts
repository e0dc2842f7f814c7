import { z } from 'zod';
import { ENTRY_SOURCES } from '../rules/entry-source.ts';
import { userSettings } from './account.ts';
import { goal } from './goal.ts';
import { leaderboard } from './leaderboard.ts';
import { project } from './project.ts';
import { tag } from './tag.ts';
import { tally } from './tally.ts';

/**
 * The export zip (issue 29, docs/export-format.md): the established tracker's layout (server-behaviour §4.10), so
 * its users' tools read ours, plus `inkpace.json` with everything the writer owns. The importer reads both JSON
 * files with the schemas below; the exporter writes objects of the same types.
 */
export const EXPORT_ZIP_NAME = 'inkpace-export.zip';
export const EXPORT_CONTENT_TYPE = 'application/zip';
export const REFERENCE_JSON = 'trackbear-progress-data.json';
export const INKPACE_JSON = 'inkpace.json';
export const ALL_TALLIES_CSV = 'tallies/all-tallies.csv';
/** The columns of every entries CSV (all-tallies.csv and one per project), in order. */
export const TALLY_CSV_COLUMNS = ['id', 'uuid', 'project_id', 'project_title', 'date', 'measure', 'count', 'note', 'tag_ids', 'tag_names', 'created_at', 'updated_at'] as const;
export const TARGET_CSV_COLUMNS = ['date', 'series', 'value'] as const;
export const HABIT_CSV_COLUMNS = ['start_date', 'end_date', 'total', 'is_success'] as const;
/** Tag lists in CSV cells are joined with this (tag names may not contain it). */
export const CSV_LIST_SEPARATOR = ';';

/** An entry as exported: the API's entry with its tags' ids (as the reference's raw objects carry them). */
export const exportedTally = tally.extend({ tagIds: z.array(z.number().int()) });
export type ExportedTally = z.infer<typeof exportedTally>;

/** trackbear-progress-data.json: the caller's live data as the reference's raw model objects. */
export const referenceExport = z.object({
  tallies: z.array(exportedTally),
  projects: z.array(project),
  targets: z.array(goal),
  habits: z.array(goal),
  tags: z.array(tag),
});
export type ReferenceExport = z.infer<typeof referenceExport>;

/** The version of inkpace.json this build writes; the importer reads this and every earlier one. */
export const INKPACE_EXPORT_VERSION = 1;

/** An entry in inkpace.json: with where it came from. */
export const inkpaceEntry = exportedTally.extend({ source: z.enum(ENTRY_SOURCES) });

/** inkpace.json, version 1. */
export const inkpaceExport = z.object({
  format: z.literal('inkpace'),
  version: z.number().int().min(1),
  exportedAt: z.string(),
  account: z.object({ username: z.string(), displayName: z.string(), settings: userSettings }),
  projects: z.array(project),
  tags: z.array(tag),
  /** Targets and habits, with their pace plans. */
  goals: z.array(goal),
  entries: z.array(inkpaceEntry),
  /** The leaderboards the writer owns (kept for the record; an import does not recreate boards). */
  leaderboards: z.array(leaderboard),
});
export type InkpaceExport = z.infer<typeof inkpaceExport>;
