import type { TallyListQuery, TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { TALLY_LIST_MAX } from '@inkpace/contracts/rules/history-bounds';
import { StreamedJson, type RawJson } from '@inkpace/infra/http';
import type { QueryDeps } from '../deps.ts';
import { cachedAt, userVersion, writerCacheKeys, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { tallyIds, tallyJsonChunks, tallyListJson } from './queries.ts';

type List = TallyWithWorkAndTags[];

/**
 * Lists of up to this many entries (about 3 MB) are built whole and kept in the versioned cache, as every list
 * was; longer ones are streamed as they are read and not kept (the cache takes answers of at most 8 MB).
 */
export const CACHED_LIST_MAX = 5_000;

/**
 * GET /tally: the reference's whole list, or a page of it (`limit`, `offset`). A whole list longer than
 * TALLY_LIST_MAX is refused, saying how to page through it; a long one is streamed, so neither the process nor
 * PostgreSQL ever holds all of it.
 */
export async function tallyList(deps: QueryDeps, cache: VersionedCache, ownerId: number, query: TallyListQuery): Promise<RawJson<List> | StreamedJson<List>> {
  const key = `tallies:${JSON.stringify(query)}`;
  const version = await userVersion(deps.db, ownerId);
  const { cacheKey, etag } = writerCacheKeys(ownerId, key, version);
  const hit = cache.get(cacheKey, version);
  if (hit) return hit as RawJson<List>;
  // One entry past the bound tells a list that is too long from one that is just long enough.
  const ids = await tallyIds(deps.db, ownerId, query, query.limit ?? TALLY_LIST_MAX + 1, query.offset ?? 0);
  if (query.limit === undefined && ids.length > TALLY_LIST_MAX) throw new DomainError('VALIDATION_FAILED', messages.validation.tallyListTooLong);
  if (ids.length <= CACHED_LIST_MAX) return cachedAt<List>(cache, cacheKey, version, etag, () => tallyListJson(deps.db, ownerId, ids));
  return new StreamedJson<List>(() => tallyJsonChunks(deps.db, ownerId, ids), etag);
}
