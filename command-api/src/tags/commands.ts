import type { CreateTagBody, Tag, UpdateTagBody } from '@inkpace/contracts/api/tag';
import { tagStream } from '@inkpace/contracts/events/tag';
import { notFound } from '@inkpace/contracts/rules/access';
import { tagPolicy } from '@inkpace/contracts/rules/policies/tag';
import { tagNameKey } from '@inkpace/contracts/rules/tags';
import type { Caller } from '@inkpace/infra/http';
import { tagView } from '@inkpace/projector/progress';
import { fold, loadAggregate } from '../pipeline/aggregate.ts';
import { identityFor } from '../pipeline/client-ids.ts';
import { latestPosition, recordedCreations, type Recorded } from '../pipeline/created-once.ts';
import { loadClaim, type Claim, type HolderUses } from '../pipeline/claims.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import { allocateId } from '../pipeline/ids.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { runCommand } from '../pipeline/run.ts';
import { settle } from '../pipeline/settle.ts';
import { decideCreateTag, decideDeleteTag, decideEditTag, decideRestoreTag, tagNameClaimStream, type NewTag } from './decide.ts';
import { tagAggregate, tagNameClaims } from './tag-aggregate.ts';

/** Whether a tag (by uuid) still carries the name: an old claim of one that does not has lapsed. */
const tagUsesName = (deps: Pick<CommandDeps, 'store'>, key: string): HolderUses => async (holder) => {
  const events = await deps.store.readStream(tagStream(holder));
  if (events.length === 0) return false;
  const tag = fold(tagAggregate, events);
  return tag.deletedAt === null && tagNameKey(tag.name) === key;
};

/** The claim of one of a writer's tag names. */
export const loadTagNameClaim = (deps: Pick<CommandDeps, 'store' | 'clock'>, userUuid: string, name: string): Promise<Claim> =>
  loadClaim(deps.store, tagNameClaims, tagNameClaimStream(userUuid, name), deps.clock.now(), tagUsesName(deps, tagNameKey(name)));

/** The tag as the read models show it once the write is applied; a deleted one only when asked (a delete's answer). */
async function answer(deps: CommandDeps, caller: Caller, id: number, deleted = false): Promise<Tag> {
  const view = await tagView(deps.db, id);
  return (deleted ? tagPolicy.answer(view, caller) : tagPolicy.touch(view, caller)).api;
}

/**
 * Creates a tag, under the client's uuid when the body names one: sent again with the same name and colour, it
 * answers the tag as it is now and writes nothing; with others, a 409 (created-once.ts).
 */
export async function createTag(deps: CommandDeps, caller: Caller, body: CreateTagBody, meta: CommandMeta): Promise<Tag> {
  const { uuid, streamUuid } = identityFor(caller.userUuid, 'tag', body.uuid);
  const stream = tagStream(streamUuid);
  const id = await allocateId(deps.db, 'tag_ids');
  let earlier: Recorded<NewTag> | undefined;
  const { position } = await runCommand(deps, meta, async () => {
    // Read again on every attempt: a create that lost a race to the same uuid finds the winner's here.
    const [recorded, claim] = await Promise.all([
      body.uuid === undefined ? undefined : recordedCreations<NewTag>(deps.store, [stream]).then((found) => found.get(stream)),
      loadTagNameClaim(deps, caller.userUuid, body.name),
    ]);
    earlier = recorded;
    return decideCreateTag({ id, uuid, ownerId: caller.userId, name: body.name, color: body.color }, claim, { streamUuid, recorded: recorded?.data });
  });
  const madeId = earlier?.data.id ?? id;
  await settle(deps, latestPosition(position, earlier ? [earlier] : []), stream, { id: madeId });
  return answer(deps, caller, madeId, madeId !== id);
}

/** The uuid of one of the caller's live tags; anything else is a 404. */
async function ownTagUuid(deps: CommandDeps, caller: Caller, id: number): Promise<string> {
  return tagPolicy.touch(await tagView(deps.db, id), caller).uuid;
}

export async function updateTag(deps: CommandDeps, caller: Caller, id: number, body: UpdateTagBody, meta: CommandMeta): Promise<Tag> {
  const uuid = await ownTagUuid(deps, caller, id);
  const { position } = await runCommand(deps, meta, async () => {
    const tag = await loadAggregate(deps.store, tagStream(uuid), tagAggregate);
    const rename = body.name !== undefined && tagNameKey(body.name) !== tagNameKey(tag.state.name);
    const [current, next] = await Promise.all([
      loadTagNameClaim(deps, caller.userUuid, tag.state.name),
      rename && body.name !== undefined ? loadTagNameClaim(deps, caller.userUuid, body.name) : null,
    ]);
    return decideEditTag(tag, uuid, body, { current, next }, caller);
  });
  await settle(deps, position, tagStream(uuid), { id });
  return answer(deps, caller, id);
}

export async function deleteTag(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<Tag> {
  const uuid = await ownTagUuid(deps, caller, id);
  const { position } = await runCommand(deps, meta, async () => {
    const tag = await loadAggregate(deps.store, tagStream(uuid), tagAggregate);
    return decideDeleteTag(tag, uuid, await loadTagNameClaim(deps, caller.userUuid, tag.state.name), caller);
  });
  await settle(deps, position, tagStream(uuid), { id });
  return answer(deps, caller, id, true);
}

/**
 * Brings back one of the caller's tags deleted in the restore window, re-claiming its name in the same append (a 409
 * when another tag of theirs has it now); its entries and goals carry it again. Anything else is a 404.
 */
export async function restoreTag(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<Tag> {
  const view = await tagView(deps.db, id);
  if (!view) throw notFound();
  const { position } = await runCommand(deps, meta, async () => {
    const tag = await loadAggregate(deps.store, tagStream(view.uuid), tagAggregate);
    return decideRestoreTag(tag, view.uuid, await loadTagNameClaim(deps, caller.userUuid, tag.state.name), caller, deps.clock.now());
  });
  await settle(deps, position, tagStream(view.uuid), { id });
  return answer(deps, caller, id);
}
