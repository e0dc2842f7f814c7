import { DomainError } from '@inkpace/contracts/errors';
import { tagNameStream, tagStream, type TagEvent } from '@inkpace/contracts/events/tag';
import { messages } from '@inkpace/contracts/messages';
import type { Actor } from '@inkpace/contracts/rules/access';
import { tagNameKey, type TagColor } from '@inkpace/contracts/rules/tags';
import type { Loaded } from '../pipeline/aggregate.ts';
import { claimWrite, releaseWrite, type Claim } from '../pipeline/claims.ts';
import { repeatsCreation } from '../pipeline/created-once.ts';
import { newStream, writeTo, type Decision } from '../pipeline/decision.ts';
import { decideDelete, decideRestore, ownLiveState } from '../pipeline/lifecycle.ts';
import { tagNameClaims, type TagState } from './tag-aggregate.ts';

/**
 * Tags as pure decisions: given what was loaded (the tag's state, the claims of the names involved), what to
 * append. The claim of a name and the tag that holds it are appended together, so neither exists without the other.
 */

export interface NewTag {
  id: number;
  uuid: string;
  ownerId: number;
  name: string;
  color: TagColor;
}

const taken = (message: string) => () => new DomainError('TAG_EXISTS', message);

/** The stream that holds a writer's claim of a tag name (any case). */
export const tagNameClaimStream = (userUuid: string, name: string): string => tagNameStream(userUuid, tagNameKey(name));

export interface CreateTagOptions {
  /** What a name held by another tag means (default TAG_EXISTS; e.g. that the tag appeared since the read models were read). */
  whenTaken?: () => Error;
  /** The tag's stream (client-ids.ts); by default its uuid. The name's claim names its holder by it. */
  streamUuid?: string;
  /** The creation already recorded on that stream (a client's uuid sent again): a retry, or a 409. */
  recorded?: NewTag | null;
}

/**
 * Creating a tag claims its name: TAG_EXISTS when another live tag of the writer's holds it. A creation already
 * recorded on its stream makes this a retry when the name and colour match (nothing to write) and a 409 otherwise.
 */
export function decideCreateTag(tag: NewTag, claim: Claim, options: CreateTagOptions = {}): Decision {
  if (repeatsCreation({ name: tag.name, color: tag.color }, options.recorded)) return [];
  const streamUuid = options.streamUuid ?? tag.uuid;
  const write = claimWrite(tagNameClaims, claim, streamUuid, options.whenTaken ?? taken(messages.errors.tagExists));
  const created: TagEvent = { type: 'TagCreated', data: tag };
  return [...(write ? [write] : []), newStream(tagStream(streamUuid), [created])];
}

const liveTagOf = (tag: Loaded<TagState>, actor: Pick<Actor, 'userId'>): TagState => ownLiveState(tag, actor);

/** Claims for an edit: the current name's, and the new name's when the name changes other than in case. */
export interface EditClaims {
  current: Claim;
  next: Claim | null;
}

/** Renaming moves the claim to the new name (unless only its case changes); changing nothing appends nothing. */
export function decideEditTag(
  tag: Loaded<TagState>, uuid: string, change: { name?: string | undefined; color?: TagColor | undefined }, claims: EditClaims, actor: Pick<Actor, 'userId'>,
): Decision {
  const s = liveTagOf(tag, actor);
  const data: { id: number; name?: string; color?: TagColor } = { id: s.id };
  if (change.name !== undefined && change.name !== s.name) data.name = change.name;
  if (change.color !== undefined && change.color !== s.color) data.color = change.color;
  if (data.name === undefined && data.color === undefined) return [];
  const writes: Decision = [writeTo(tagStream(uuid), tag, [{ type: 'TagEdited', data }])];
  if (data.name !== undefined && claims.next) {
    const claimed = claimWrite(tagNameClaims, claims.next, uuid, taken(messages.errors.tagEditExists));
    const released = releaseWrite(tagNameClaims, claims.current, uuid);
    if (claimed) writes.push(claimed);
    if (released) writes.push(released);
  }
  return writes;
}

/** Deleting frees the name. */
export function decideDeleteTag(tag: Loaded<TagState>, uuid: string, claim: Claim, actor: Pick<Actor, 'userId'>): Decision {
  const released = releaseWrite(tagNameClaims, claim, uuid);
  return [...decideDelete(tag, tagStream(uuid), actor, (s) => ({ type: 'TagDeleted', data: { id: s.id } })), ...(released ? [released] : [])];
}

/**
 * Restoring claims the name again, in the same append: when another live tag of the writer's holds it now, a 409
 * and nothing written. The tag's links to entries and goals come back with it (the read models kept them).
 */
export function decideRestoreTag(tag: Loaded<TagState>, uuid: string, claim: Claim, actor: Pick<Actor, 'userId'>, now: Date): Decision {
  return decideRestore(tag, tagStream(uuid), actor, now, (s) => ({ type: 'TagRestored', data: { id: s.id } }), () => {
    const claimed = claimWrite(tagNameClaims, claim, uuid, () => new DomainError('CONFLICT', messages.errors.tagRestoreExists));
    return claimed ? [claimed] : [];
  });
}
