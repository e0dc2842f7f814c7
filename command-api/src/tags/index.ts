export { appendTag } from './commands.ts';
export { nameHolder } from './name-claims.ts';
export { tagAggregate } from './tag-aggregate.ts';
