import type { Participant } from '@inkpace/contracts/api/leaderboard-member';
import { RawJson, StreamedJson } from '@inkpace/infra/http';
import { boardMembers, effectiveName, type MemberRow } from '@inkpace/projector/leaderboards';
import { countedEntries, countedEntryCounts } from '@inkpace/projector/progress';
import type { QueryDeps } from '../deps.ts';
import { buildingNow, cachedAt, type VersionedCache } from '../pipeline/versioned-cache.ts';

/**
 * The reference's participants feed (every counted entry of every participant) grows with the participants'
 * histories: up to MEMBERS_PER_BOARD writers of up to ENTRIES_PER_WRITER_LIMIT entries each. A short feed is built
 * whole and cached, as it always was; a longer one is streamed, a few participants at a time, and kept in the cache
 * afterwards when it turned out small enough. The bytes are JSON.stringify's of the whole list either way.
 */

type Feed = Participant[];

/** Feeds of up to this many entries (about 450 KB) are built whole in one go. */
export const BUILT_WHOLE_MAX = 5_000;
/** Counted entries read in one statement (about 2 MB of rows); a participant with more is read alone. */
const ENTRIES_PER_READ = 20_000;

/** Participants in reading order, grouped so a group's entries stay within ENTRIES_PER_READ (one member at least). */
function readGroups(participants: readonly MemberRow[], counts: ReadonlyMap<number, number>): MemberRow[][] {
  const groups: MemberRow[][] = [];
  let group: MemberRow[] = [];
  let entries = 0;
  for (const m of participants) {
    const n = counts.get(m.id) ?? 0;
    if (group.length > 0 && entries + n > ENTRIES_PER_READ) {
      groups.push(group);
      group = [];
      entries = 0;
    }
    group.push(m);
    entries += n;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** Each participant's item of the feed as JSON text, a group at a time. */
async function* feedItems(deps: QueryDeps, groups: readonly MemberRow[][]): AsyncGenerator<string[]> {
  for (const group of groups) {
    const entries = await countedEntries(deps.db, group.map((m) => m.id));
    yield group.map((m) => JSON.stringify({
      id: m.id, uuid: m.uuid, goal: m.goal, avatar: m.avatar, displayName: effectiveName(m), color: m.color, teamId: m.team_id,
      tallies: entries.get(m.id) ?? [],
    } satisfies Participant));
  }
}

/**
 * A streamed feed, kept in the cache at its end if it fits there: the items are held only until they pass that
 * size, so memory stays at a group's entries plus at most the cache's largest answer.
 */
function streamedFeed(deps: QueryDeps, cache: VersionedCache, groups: readonly MemberRow[][], key: string, version: string, etag: string): StreamedJson<Feed> {
  return new StreamedJson<Feed>(async function* keptIfSmall() {
    let kept: string[] | null = [];
    let bytes = 0;
    for await (const items of feedItems(deps, groups)) {
      if (kept) {
        for (const item of items) bytes += item.length + 1;
        if (bytes <= cache.maxEntryBytes) kept.push(...items);
        else kept = null;
      }
      yield items;
    }
    if (kept) cache.set(key, version, await RawJson.of<Feed>(`[${kept.join(',')}]`, etag));
  }, { etag, separator: ',' });
}

/** The feed of board `boardId` at `version` (the board's page version: the same for every reader while it holds). */
export async function participantsFeed(deps: QueryDeps, cache: VersionedCache, boardId: number, version: string): Promise<RawJson<Feed> | StreamedJson<Feed>> {
  const key = `participants:${boardId}`;
  const etag = `"p${boardId}.${version}"`;
  const ready = cache.get(key, version) ?? buildingNow(cache, key, version);
  if (ready) return (await ready) as RawJson<Feed>;
  const participants = (await boardMembers(deps.db, boardId)).filter((m) => m.is_participant);
  const counts = await countedEntryCounts(deps.db, participants.map((m) => m.id));
  const groups = readGroups(participants, counts);
  if ([...counts.values()].reduce((a, b) => a + b, 0) > BUILT_WHOLE_MAX) return streamedFeed(deps, cache, groups, key, version, etag);
  return cachedAt<Feed>(cache, key, version, etag, async () => {
    const items: string[] = [];
    for await (const chunk of feedItems(deps, groups)) items.push(...chunk);
    return `[${items.join(',')}]`;
  });
}
