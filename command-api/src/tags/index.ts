export { decideCreateTag, type NewTag } from './decide.ts';
export { loadTagNameClaim } from './commands.ts';
export { tagAggregate } from './tag-aggregate.ts';
export { createTag, deleteTag } from './commands.ts';
