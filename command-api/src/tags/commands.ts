import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { tagNameKey, type CreateTagBody, type Tag, type TagColor, type UpdateTagBody } from '@inkpace/contracts/api/tag';
import { tagStream } from '@inkpace/contracts/events/tag';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { type Caller } from '@inkpace/infra/http';
import { getTag } from '@inkpace/query-api/tags';
import type { CommandDeps } from '../pipeline/deps.ts';
import { execute, settle, type CommandMeta } from '../pipeline/execute.ts';
import { claimTagName, releaseTagName } from './name-claims.ts';
import { tagAggregate } from './tag-aggregate.ts';

const notFound = () => new DomainError('NOT_FOUND', messages.errors.notFound);

async function answer(deps: CommandDeps, caller: Caller, id: number, includeDeleted = false): Promise<Tag> {
  const tag = await getTag(deps.db, caller.userId, id, includeDeleted);
  if (!tag) throw notFound();
  return tag;
}

/**
 * Creates a tag and returns its id once appended (not yet settled): the name is claimed first, so a name taken
 * meanwhile fails with TAG_EXISTS and appends nothing.
 */
export async function appendTag(
  deps: CommandDeps, caller: Caller, name: string, color: TagColor, meta: CommandMeta, existsMessage: string = messages.errors.tagExists,
) {
  const uuid = randomUUID();
  await claimTagName(deps, caller.userUuid, name, uuid, meta, existsMessage);
  try {
    const idRow = await sql<{ id: string }>`select nextval('tag_ids') as id`.execute(deps.db);
    const id = Number(idRow.rows[0]?.id);
    const { position } = await execute(deps, tagStream(uuid), tagAggregate, () => [
      { type: 'TagCreated', data: { id, uuid, ownerId: caller.userId, name, color } },
    ], meta);
    return { id, uuid, position };
  } catch (error) {
    await releaseTagName(deps, caller.userUuid, name, uuid, meta).catch(() => undefined);
    throw error;
  }
}

export async function createTag(deps: CommandDeps, caller: Caller, body: CreateTagBody, meta: CommandMeta): Promise<Tag> {
  const { id, uuid, position } = await appendTag(deps, caller, body.name, body.color, meta);
  await settle(deps, position, tagStream(uuid));
  return answer(deps, caller, id);
}

/** Another writer's tag answers 404, exactly like one that does not exist. */
async function ownTagUuid(deps: CommandDeps, caller: Caller, id: number): Promise<string> {
  const tag = await deps.db.selectFrom('progress.tags').select('uuid')
    .where('id', '=', id).where('owner_id', '=', caller.userId).where('state', '=', 'active').executeTakeFirst();
  if (!tag) throw notFound();
  return tag.uuid;
}

export async function updateTag(deps: CommandDeps, caller: Caller, id: number, body: UpdateTagBody, meta: CommandMeta): Promise<Tag> {
  const uuid = await ownTagUuid(deps, caller, id);
  const current = await answer(deps, caller, id);
  const renamed = body.name !== undefined && body.name !== current.name;
  const newKey = renamed && tagNameKey(body.name ?? '') !== tagNameKey(current.name);
  if (newKey && body.name) await claimTagName(deps, caller.userUuid, body.name, uuid, meta, messages.errors.tagEditExists);
  try {
    const { position } = await execute(deps, tagStream(uuid), tagAggregate, (s) => {
      if (s.deleted || s.ownerId !== caller.userId) throw notFound();
      const changes: { name?: string; color?: TagColor } = {};
      if (body.name !== undefined && body.name !== s.name) changes.name = body.name;
      if (body.color !== undefined && body.color !== s.color) changes.color = body.color;
      return Object.keys(changes).length === 0 ? [] : [{ type: 'TagEdited', data: { id, ...changes } }];
    }, meta);
    if (newKey) await releaseTagName(deps, caller.userUuid, current.name, uuid, meta);
    await settle(deps, position, tagStream(uuid));
  } catch (error) {
    if (newKey && body.name) await releaseTagName(deps, caller.userUuid, body.name, uuid, meta).catch(() => undefined);
    throw error;
  }
  return answer(deps, caller, id);
}

export async function deleteTag(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<Tag> {
  const uuid = await ownTagUuid(deps, caller, id);
  const { position, state } = await execute(deps, tagStream(uuid), tagAggregate, (s) => {
    if (s.deleted || s.ownerId !== caller.userId) throw notFound();
    return [{ type: 'TagDeleted', data: { id } }];
  }, meta);
  await releaseTagName(deps, caller.userUuid, state.name, uuid, meta);
  await settle(deps, position, tagStream(uuid));
  return answer(deps, caller, id, true);
}
