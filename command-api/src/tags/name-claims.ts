import { tagNameKey } from '@inkpace/contracts/api/tag';
import { tagNameStream, tagStream, type TagNameEvent } from '@inkpace/contracts/events/tag';
import { DomainError } from '@inkpace/contracts/errors';
import type { CommandDeps } from '../pipeline/deps.ts';
import { execute, fold, type Aggregate, type CommandMeta } from '../pipeline/execute.ts';
import { tagAggregate } from './tag-aggregate.ts';

const claimAggregate: Aggregate<{ holder: string | null }, TagNameEvent> = {
  initial: { holder: null },
  evolve: (_s, e) => ({ holder: e.type === 'TagNameClaimed' ? e.data.tagUuid : null }),
};

/** A claim whose tag never came to be (a crash between claim and creation) lapses after this. */
const ORPHAN_AFTER_MS = 60_000;

/** The live tag holding a name, by its stream; null when the holder never got created or has moved on. */
async function holderUsesName(deps: Pick<CommandDeps, 'store'>, holder: string, key: string): Promise<boolean> {
  const events = await deps.store.readStream(tagStream(holder));
  if (events.length === 0) return false;
  const tag = fold(tagAggregate, events);
  return !tag.deleted && tagNameKey(tag.name) === key;
}

/** The uuid of the tag holding a name of the writer's, if any. */
export async function nameHolder(deps: Pick<CommandDeps, 'store'>, userUuid: string, name: string): Promise<string | null> {
  const history = await deps.store.readStream(tagNameStream(userUuid, tagNameKey(name)));
  return fold(claimAggregate, history).holder;
}

/**
 * Reserves a tag name (ignoring case) for a tag of the writer's. Of two simultaneous claims exactly one wins; the
 * other gets TAG_EXISTS with `existsMessage`.
 */
export async function claimTagName(
  deps: Pick<CommandDeps, 'store'>, userUuid: string, name: string, tagUuid: string, meta: CommandMeta, existsMessage: string,
): Promise<void> {
  const key = tagNameKey(name);
  const stream = tagNameStream(userUuid, key);
  const history = await deps.store.readStream(stream);
  const current = fold(claimAggregate, history);
  const last = history.at(-1);
  let lapsed = false;
  if (current.holder && current.holder !== tagUuid && last && Date.now() - last.createdAt.getTime() > ORPHAN_AFTER_MS) {
    lapsed = !(await holderUsesName(deps, current.holder, key));
  }
  await execute(deps, stream, claimAggregate, (state) => {
    if (state.holder === tagUuid) return [];
    if (state.holder !== null && !(lapsed && state.holder === current.holder)) throw new DomainError('TAG_EXISTS', existsMessage);
    return [{ type: 'TagNameClaimed', data: { tagUuid } }];
  }, meta);
}

export async function releaseTagName(deps: Pick<CommandDeps, 'store'>, userUuid: string, name: string, tagUuid: string, meta: CommandMeta): Promise<void> {
  await execute(deps, tagNameStream(userUuid, tagNameKey(name)), claimAggregate, (state) =>
    state.holder === tagUuid ? [{ type: 'TagNameReleased', data: { tagUuid } }] : [], meta);
}

