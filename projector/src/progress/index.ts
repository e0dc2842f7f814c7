export { progressProjection } from './projection.ts';
export type { ProgressTables, ProjectsTable, TalliesTable, TagsTable, DailyStatsTable } from './tables.ts';
export { writerVolumes } from './readers.ts';
