import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { RawJson } from '@inkpace/infra/http';
import type { ReadModels } from '@inkpace/projector/read-models';

interface Entry {
  version: string;
  answer: RawJson;
}

/**
 * Serialised responses per writer, valid while the writer's version (the log position of their last change, kept
 * by the progress projection) stays the same. Every request still reads the version from PostgreSQL, so every
 * query-API instance answers with what the read models hold: a cache hit costs one primary-key lookup instead of
 * reading and serialising thousands of entries. Least recently used entries go first past the byte budget.
 */
export class VersionedCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Answers being built, by key and version: requests that miss together share one build. */
  readonly building = new Map<string, Promise<RawJson>>();

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    /** The largest answer kept. */
    readonly maxEntryBytes = 8 * 1024 * 1024,
  ) {}

  get(key: string, version: string): RawJson | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key); // re-insert: Map order is the recency order
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, version: string, answer: RawJson): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.answer.byteLength;
      this.entries.delete(key);
    }
    if (answer.byteLength > this.maxEntryBytes) return;
    this.entries.set(key, { version, answer });
    this.bytes += answer.byteLength;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.answer.byteLength;
    }
  }
}

/** The writer's data version ('0' before their first project, entry or tag). */
export async function userVersion(db: Kysely<ReadModels>, ownerId: number): Promise<string> {
  const res = await sql<{ version: string }>`
    select version::text as version from progress.user_versions where owner_id = ${ownerId}`.execute(db);
  return res.rows[0]?.version ?? '0';
}

/** Answers (with an entity tag of the version) from the cache when the writer's data has not changed since; otherwise builds, stores and answers. */
export async function cachedJson<T>(
  db: Kysely<ReadModels>,
  cache: VersionedCache,
  ownerId: number,
  key: string,
  build: () => Promise<string>,
): Promise<RawJson<T>> {
  const version = await userVersion(db, ownerId);
  const at = writerCacheKeys(ownerId, key, version);
  return cachedAt<T>(cache, at.cacheKey, version, at.etag, build);
}

/**
 * Where a writer's answer is kept and the entity tag it carries. The tag names the writer, their data's version and
 * the key (which holds whatever else the answer depends on, such as the writer's today): equal tags mean equal
 * answers for the same URL.
 */
export const writerCacheKeys = (ownerId: number, key: string, version: string): { cacheKey: string; etag: string } =>
  ({ cacheKey: `${ownerId}:${key}`, etag: `"${ownerId}.${version}.${keyTag(key)}"` });

/** The build of the answer under `cacheKey` at `version` under way, if one is. */
export const buildingNow = (cache: VersionedCache, cacheKey: string, version: string): Promise<RawJson> | undefined =>
  cache.building.get(`${cacheKey}@${version}`);

/**
 * The answer stored under `cacheKey` while `version` is current; otherwise built once (however many requests miss
 * together), stored and answered with the entity tag `etag`.
 */
export async function cachedAt<T>(cache: VersionedCache, cacheKey: string, version: string, etag: string, build: () => Promise<string>): Promise<RawJson<T>> {
  const hit = cache.get(cacheKey, version);
  if (hit !== undefined) return hit as RawJson<T>;
  // Ten tabs (or a client's retries) missing at once would build the same long list ten times over: one builds.
  const flight = `${cacheKey}@${version}`;
  let building = cache.building.get(flight);
  if (!building) {
    building = build().then((text) => RawJson.of<T>(text, etag)).then((answer) => {
      cache.set(cacheKey, version, answer);
      return answer;
    }).finally(() => cache.building.delete(flight));
    cache.building.set(flight, building);
  }
  return (await building) as RawJson<T>;
}

/** A short digest of a cache key for entity tags. */
export const keyTag = (key: string): string => createHash('sha256').update(key).digest('base64url').slice(0, 12);
