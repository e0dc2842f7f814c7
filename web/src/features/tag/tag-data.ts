import { tagRoutes } from '@inkpace/contracts/api/tag';
import { call } from '../../app/api.ts';
import { invalidate } from '../../app/cache.ts';
import { CACHE_KEYS } from '../../app/progress-cache.ts';

export const loadTags = () => call(tagRoutes.list);

/** After a tag is created, renamed, recoloured or deleted: the tag list, and the entries that show tags. */
export function tagsChanged(): void {
  invalidate(CACHE_KEYS.tags);
  invalidate(CACHE_KEYS.tallies);
}
