import type { TallyListQuery, TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { TALLY_LIST_MAX } from '@inkpace/contracts/rules/history-bounds';
import { LIST_BUILDS_RETRY_AFTER_S, LIST_BUILDS_WAITING_PER_WRITER } from '@inkpace/contracts/rules/limits';
import { StreamedJson, TooManyRequestsError, type RawJson } from '@inkpace/infra/http';
import { KeyedLines } from '@inkpace/infra/limits';
import type { QueryDeps } from '../deps.ts';
import { buildingNow, cachedAt, userVersion, writerCacheKeys, type VersionedCache } from '../pipeline/versioned-cache.ts';
import { tallyIds, tallyJsonChunks, tallyListJson } from './queries.ts';

type List = TallyWithWorkAndTags[];

/**
 * Lists of up to this many entries (about 3 MB) are built whole and kept in the versioned cache, as every list
 * was; longer ones are streamed as they are read and not kept (the cache takes answers of at most 8 MB).
 */
export const CACHED_LIST_MAX = 5_000;

/** Each writer's lists that miss the cache, one at a time (contracts/rules/limits.ts). */
const builds = new KeyedLines(LIST_BUILDS_WAITING_PER_WRITER,
  () => new TooManyRequestsError(messages.errors.listBuildsWaiting, LIST_BUILDS_RETRY_AFTER_S));

/** Lists (by cache key and version) whose first asker is deciding how to answer: building it, or streaming. */
const deciding = new Map<string, Promise<void>>();

/**
 * GET /tally: the reference's whole list, or a page of it (`limit`, `offset`). A whole list longer than
 * TALLY_LIST_MAX is refused, saying how to page through it; a long one is streamed, so neither the process nor
 * PostgreSQL ever holds all of it. A writer's lists that are not cached are built one after the other, a streamed
 * one holding its writer's turn until it is sent.
 */
export async function tallyList(deps: QueryDeps, cache: VersionedCache, ownerId: number, query: TallyListQuery): Promise<RawJson<List> | StreamedJson<List>> {
  const key = `tallies:${JSON.stringify(query)}`;
  const version = await userVersion(deps.db, ownerId);
  const { cacheKey, etag } = writerCacheKeys(ownerId, key, version);
  // Tabs asking for the same list together share its build (cachedAt), without taking more places in the line: the
  // first to ask holds the list's turn; the others wait for it, then take the answer it built (a streamed one is
  // not kept: they then ask in turn).
  const flight = `${cacheKey}@${version}`;
  const ready = () => cache.get(cacheKey, version) ?? buildingNow(cache, cacheKey, version);
  const asked = deciding.get(flight);
  if (!ready() && asked) await asked;
  const answer = ready();
  if (answer) return (await answer) as RawJson<List>;
  let decided!: () => void;
  const mine = new Promise<void>((resolve) => (decided = resolve));
  if (!deciding.has(flight)) deciding.set(flight, mine);
  let leave: () => void = () => undefined;
  let streaming = false;
  try {
    leave = await builds.enter(ownerId);
    // One entry past the bound tells a list that is too long from one that is just long enough.
    const ids = await tallyIds(deps.db, ownerId, query, query.limit ?? TALLY_LIST_MAX + 1, query.offset ?? 0);
    if (query.limit === undefined && ids.length > TALLY_LIST_MAX) throw new DomainError('VALIDATION_FAILED', messages.validation.tallyListTooLong);
    if (ids.length <= CACHED_LIST_MAX) return await cachedAt<List>(cache, cacheKey, version, etag, () => tallyListJson(deps.db, ownerId, ids));
    streaming = true;
    return new StreamedJson<List>(() => tallyJsonChunks(deps.db, ownerId, ids), { etag, done: leave });
  } finally {
    if (!streaming) leave();
    decided();
    if (deciding.get(flight) === mine) deciding.delete(flight);
  }
}
