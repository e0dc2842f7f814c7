export { progressProjection } from './projection.ts';
export type { ProgressTables, ProjectsTable, TalliesTable, TagsTable, DailyStatsTable } from './tables.ts';
export { entryContext, ownTallies, ownTags, projectTotalUpTo, projectView, tagsByName, tagView, tallyView, writerVolumes, type EntryContext, type View } from './readers.ts';
export { projectJson, summarizedProjectJson, tagJson, tallyJson, tallyWithWorkAndTagsJson } from './json.ts';
export { goalDays, goalsWithDays, goalView, liveGoalCount, ownedFilters, ownGoalsWithSums, writingDates, type GoalWithDays, type GoalWithSums } from './goal-readers.ts';
export { boardLiveState, boardPageVersion, countedEntries, standingDays, type BoardLiveState } from './standing-readers.ts';
export { BOARDS_CHANNEL, boardNotifyTrigger } from './standing-tables.ts';
/** The participants feed's length per member (query-api/src/leaderboards/participants.ts). */
export { countedEntryCounts } from './standing-readers.ts';
/** Undo: a writer's deleted things, and what restoring entries is bounded by. */
export { deletedProgress, entryCountsForRestore, type DeletedRow } from './deleted-readers.ts';
/** The writer's things with given public uuids (the importer leaves them out). */
export { knownUuids, type UuidKind } from './known-uuids.ts';
/** A public profile's shown projects' days (query-api/src/profile). */
export { projectDayCounts } from './profile-readers.ts';
/** The importer's look-ups (issue 29). */
export { liveEntryCount, ownProjectTitles } from './import-readers.ts';
