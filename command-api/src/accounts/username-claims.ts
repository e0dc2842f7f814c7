import { usernameKey } from '@inkpace/contracts/api/fields';
import { usernameStream, userStream, type UsernameEvent } from '@inkpace/contracts/events/user';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import type { CommandDeps } from '../pipeline/deps.ts';
import { execute, fold, type Aggregate, type CommandMeta } from '../pipeline/execute.ts';
import { userAggregate } from './user-aggregate.ts';

interface Claim {
  holder: string | null;
}

const claimAggregate: Aggregate<Claim, UsernameEvent> = {
  initial: { holder: null },
  evolve: (_s, e) => ({ holder: e.type === 'UsernameClaimed' ? e.data.userUuid : null }),
};

/** A claim whose holder never came to use the name (a crash between claim and sign-up) lapses after this. */
const ORPHAN_AFTER_MS = 60_000;

async function holderUsesName(deps: Pick<CommandDeps, 'store'>, holder: string, key: string): Promise<boolean> {
  const events = await deps.store.readStream(userStream(holder));
  if (events.length === 0) return false;
  return usernameKey(fold(userAggregate, events).username) === key;
}

/**
 * Reserves a username (ignoring case) for a user. The reservation stream's expected revision makes two
 * simultaneous claims of one name impossible: exactly one wins, the other gets USERNAME_EXISTS.
 */
export async function claimUsername(deps: Pick<CommandDeps, 'store'>, username: string, userUuid: string, meta: CommandMeta): Promise<void> {
  const key = usernameKey(username);
  const stream = usernameStream(key);
  const history = await deps.store.readStream(stream);
  const current = fold(claimAggregate, history);
  const last = history.at(-1);
  let orphaned = false;
  if (current.holder && current.holder !== userUuid && last && Date.now() - last.createdAt.getTime() > ORPHAN_AFTER_MS) {
    orphaned = !(await holderUsesName(deps, current.holder, key));
  }
  await execute(deps, stream, claimAggregate, (state) => {
    if (state.holder === userUuid) return [];
    const lapsed = orphaned && state.holder === current.holder;
    if (state.holder !== null && !lapsed) throw new DomainError('USERNAME_EXISTS', messages.errors.usernameExists);
    return [{ type: 'UsernameClaimed', data: { userUuid } }];
  }, meta);
}

export async function releaseUsername(deps: Pick<CommandDeps, 'store'>, username: string, userUuid: string, meta: CommandMeta): Promise<void> {
  await execute(deps, usernameStream(usernameKey(username)), claimAggregate, (state) =>
    state.holder === userUuid ? [{ type: 'UsernameReleased', data: { userUuid } }] : [], meta);
}
