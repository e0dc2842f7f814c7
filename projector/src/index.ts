export { projections, projectionInterests, projectionNames } from './projections.ts';
export * from './runtime/index.ts';
export type { ReadModels } from './read-models.ts';
