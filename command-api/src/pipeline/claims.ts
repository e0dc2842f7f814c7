import type { DomainEvent } from '@inkpace/contracts/events/event';
import type { EventStore, ExpectedRevision } from '@inkpace/infra/event-store';
import { fold } from './aggregate.ts';
import type { StreamWrite } from './decision.ts';

/**
 * Names unique across aggregates (usernames, a writer's tag names), claimed through reservation streams: claiming
 * appends to the name's stream at the revision it was read at, so of two simultaneous claims exactly one wins. The
 * claim is appended together with the holder's own events (appendMulti), so a name is never held by nothing.
 */
export interface ClaimKind<E extends DomainEvent> {
  claimed(holder: string): E;
  released(holder: string): E;
  /** The holder an event leaves the name with (null: free). */
  holderAfter(event: E): string | null;
}

/**
 * Whether a holder still uses the name. Only asked about an old claim by someone else: claims made before they were
 * appended together with their holder could be left by a crash between the two, and such a claim lapses.
 */
export type HolderUses = (holder: string) => Promise<boolean>;

export interface Claim {
  streamId: string;
  holder: string | null;
  revision: ExpectedRevision;
  /** Held by someone who never came to use it (see holderUses): it may be taken. */
  lapsed: boolean;
}

/** A claim older than this, whose holder does not use the name, has lapsed. */
const ORPHAN_AFTER_MS = 60_000;

export async function loadClaim<E extends DomainEvent>(
  store: EventStore, kind: ClaimKind<E>, streamId: string, now: Date, holderUses: HolderUses,
): Promise<Claim> {
  const events = await store.readStream(streamId);
  const last = events.at(-1);
  const holder = fold({ initial: null as string | null, evolve: (_s, e: E) => kind.holderAfter(e) }, events);
  const old = last !== undefined && now.getTime() - last.createdAt.getTime() > ORPHAN_AFTER_MS;
  const lapsed = holder !== null && old && !(await holderUses(holder));
  return { streamId, holder, revision: last ? last.revision : 'no_stream', lapsed };
}

/** Pure: the write that makes `claimant` hold the name (none when it already does); `taken` when someone else does. */
export function claimWrite<E extends DomainEvent>(kind: ClaimKind<E>, claim: Claim, claimant: string, taken: () => Error): StreamWrite | null {
  if (claim.holder === claimant) return null;
  if (claim.holder !== null && !claim.lapsed) throw taken();
  return { streamId: claim.streamId, expected: claim.revision, events: [kind.claimed(claimant)] };
}

/** Pure: the write that frees a name `holder` holds (none when it does not hold it). */
export function releaseWrite<E extends DomainEvent>(kind: ClaimKind<E>, claim: Claim, holder: string): StreamWrite | null {
  if (claim.holder !== holder) return null;
  return { streamId: claim.streamId, expected: claim.revision, events: [kind.released(holder)] };
}
