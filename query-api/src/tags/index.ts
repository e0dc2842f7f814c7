export { getTag, listTags, tagsByName } from './queries.ts';
