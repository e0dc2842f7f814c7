import { tagNameKey, type Tag } from '@inkpace/contracts/api/tag';
import { tagStream } from '@inkpace/contracts/events/tag';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { type Caller } from '@inkpace/infra/http';
import type { Position } from '@inkpace/infra/event-store';
import { tagsByName } from '@inkpace/query-api/tags';
import type { CommandDeps } from '../pipeline/deps.ts';
import { fold, type CommandMeta } from '../pipeline/execute.ts';
import { appendTag, nameHolder, tagAggregate } from '../tags/index.ts';

export interface ResolvedTags {
  /** Tag id by name key (lowercase). */
  ids: Map<string, number>;
  /** Where the newest created tag landed (position and stream), to settle before answering; null when none was. */
  created: { position: Position | null; streamId: string } | null;
}

/** How long to wait for a tag whose name was claimed by a simultaneous request to be created. */
const RACE_WAIT_MS = 3_000;

/**
 * The id of the tag that won a name claimed at the same moment by another request. The winner claims the name
 * before it creates the tag, so the tag may still be on its way: wait for it briefly.
 */
async function racedTagId(deps: CommandDeps, caller: Caller, name: string): Promise<number> {
  const deadline = Date.now() + RACE_WAIT_MS;
  for (;;) {
    const holder = await nameHolder(deps, caller.userUuid, name);
    const tag = holder ? fold(tagAggregate, await deps.store.readStream(tagStream(holder))) : null;
    if (tag && tag.id !== 0 && !tag.deleted) return tag.id;
    if (Date.now() > deadline) throw new DomainError('CONFLICT', messages.errors.busy);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Tags named on entries, by name ignoring case: existing tags are reused, the others are created with the
 * default colour (spec: tags named on a tally are created on the fly). `found` is the caller's own lookup of the
 * existing ones (tagsByName), when it made it already.
 */
export async function resolveTagNames(
  deps: CommandDeps, caller: Caller, names: readonly string[], meta: CommandMeta, found?: Map<string, Tag>,
): Promise<ResolvedTags> {
  const ids = new Map<string, number>();
  let created: ResolvedTags['created'] = null;
  if (names.length === 0) return { ids, created };
  const existing = found ?? (await tagsByName(deps.db, caller.userId, names));
  for (const [key, tag] of existing) ids.set(key, tag.id);
  const missing = new Map<string, string>();
  for (const name of names) if (!ids.has(tagNameKey(name)) && !missing.has(tagNameKey(name))) missing.set(tagNameKey(name), name);
  for (const [key, name] of missing) {
    try {
      const tag = await appendTag(deps, caller, name, 'default', meta);
      ids.set(key, tag.id);
      created = { position: tag.position, streamId: tagStream(tag.uuid) };
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'TAG_EXISTS') throw error;
      ids.set(key, await racedTagId(deps, caller, name));
    }
  }
  return { ids, created };
}

/** The ids of an entry's tag names, in the order named, each once. */
export const tagIdsOf = (names: readonly string[], resolved: ResolvedTags): number[] =>
  [...new Set(names.map((n) => resolved.ids.get(tagNameKey(n))).filter((id): id is number => id !== undefined))];
