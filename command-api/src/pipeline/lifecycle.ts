import type { DomainEvent } from '@inkpace/contracts/events/event';
import { notFound, type Actor, type Deletable } from '@inkpace/contracts/rules/access';
import { ownedPolicy } from '@inkpace/contracts/rules/policies/owned';
import { LIVE, type Lifecycle } from '@inkpace/contracts/rules/lifecycle';
import type { EventStamp, Loaded } from './aggregate.ts';
import { writeTo, type Decision, type StreamWrite } from './decision.ts';

/**
 * The one lifecycle of owned things (contracts/rules/lifecycle.ts) as aggregates fold it and commands decide it:
 * every `<X>Deleted` records when and by whom, every `<X>Restored` makes it live again, and the checks (yours and live;
 * yours, deleted by you and within the window) are asked of contracts/rules/access.ts.
 */

/** The lifecycle after an `<X>Deleted` event. */
export const deletedAt = (stamp: EventStamp): Lifecycle => ({ deletedAt: stamp.at, deletedBy: stamp.by });

/** The lifecycle after an `<X>Restored` event (or a creation). */
export const restored = (): Lifecycle => ({ ...LIVE });

/** An aggregate as access sees it: nothing when its stream does not exist. */
const asDeletable = <S extends Deletable>(loaded: Loaded<S>): S | null => (loaded.exists ? loaded.state : null);

/** The state of one of the actor's live things; anything else is a 404 exactly like a missing one. */
export function ownLiveState<S extends Deletable>(loaded: Loaded<S>, actor: Pick<Actor, 'userId'>): S {
  const state = asDeletable(loaded);
  if (!state) throw notFound();
  ownedPolicy.touch({ ownerId: state.ownerId, live: state.deletedAt === null }, actor);
  return state;
}

/** Deleting one of the actor's live things: the event the feature names, after the revision it was decided on. */
export function decideDelete<S extends Deletable>(loaded: Loaded<S>, streamId: string, actor: Pick<Actor, 'userId'>, event: (s: S) => DomainEvent): Decision {
  const s = ownLiveState(loaded, actor);
  return [writeTo(streamId, loaded, [event(s)])];
}

/**
 * Restoring one of the actor's things they deleted within the window; anything else (another's, live, deleted by
 * someone else, too old) is a 404. `alongside` are the feature's other writes (a tag's name claim), decided after.
 */
export function decideRestore<S extends Deletable>(
  loaded: Loaded<S>, streamId: string, actor: Pick<Actor, 'userId'>, now: Date, event: (s: S) => DomainEvent,
  alongside: (s: S) => StreamWrite[] = () => [],
): Decision {
  const s = ownedPolicy.restore(asDeletable(loaded), actor, now);
  return [writeTo(streamId, loaded, [event(s)]), ...alongside(s)];
}
