import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import { apiKeyExpiryProblem, type createApiKeyBody } from '@inkpace/contracts/api/api-key';
import { apiKeyStream, type ApiKeyEvent } from '@inkpace/contracts/events/api-key';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { type Caller } from '@inkpace/infra/http';
import { hashToken, newToken } from '@inkpace/infra/secrets';
import { getApiKey } from '@inkpace/query-api/api-keys';
import type { CommandDeps } from '../pipeline/deps.ts';
import { execute, settle, type Aggregate, type CommandMeta } from '../pipeline/execute.ts';

const keyAggregate: Aggregate<{ userId: number; deleted: boolean }, ApiKeyEvent> = {
  initial: { userId: 0, deleted: false },
  evolve: (s, e) => (e.type === 'ApiKeyCreated' ? { userId: e.data.userId, deleted: false } : { ...s, deleted: true }),
};

/** Token prefix: lets secret scanners recognise a leaked Inkpace key. */
const TOKEN_PREFIX = 'ink_';

export async function createApiKey(deps: CommandDeps, caller: Caller, body: z.output<typeof createApiKeyBody>, meta: CommandMeta) {
  const problem = apiKeyExpiryProblem(body.expiresAt, deps.clock.now());
  if (problem) throw new DomainError('VALIDATION_FAILED', problem);
  const uuid = randomUUID();
  const idRow = await sql<{ id: string }>`select nextval('api_key_ids') as id`.execute(deps.db);
  const id = Number(idRow.rows[0]?.id);
  const token = newToken(TOKEN_PREFIX);
  const expiresAt = body.expiresAt === null ? null : new Date(body.expiresAt).toISOString();
  const { position } = await execute(deps, apiKeyStream(uuid), keyAggregate, () => [
    { type: 'ApiKeyCreated', data: { id, uuid, userId: caller.userId, userUuid: caller.userUuid, name: body.name, expiresAt, tokenHash: hashToken(token) } },
  ], meta);
  await settle(deps, position, apiKeyStream(uuid));
  const key = await getApiKey(deps.db, caller.userId, id);
  if (!key) throw new Error('created API key not readable after settling');
  return { ...key, token };
}

/** Another user's key answers 404, exactly like a key that does not exist. */
export async function deleteApiKey(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta) {
  const row = await deps.db
    .selectFrom('accounts.api_keys').select('uuid')
    .where('id', '=', id).where('user_id', '=', caller.userId).where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new DomainError('NOT_FOUND', messages.errors.notFound);
  const { position } = await execute(deps, apiKeyStream(row.uuid), keyAggregate, (s) => {
    if (s.deleted || s.userId !== caller.userId) throw new DomainError('NOT_FOUND', messages.errors.notFound);
    return [{ type: 'ApiKeyDeleted', data: { id } }];
  }, meta);
  await settle(deps, position, apiKeyStream(row.uuid));
  deps.authChanged?.();
  const key = await getApiKey(deps.db, caller.userId, id, true);
  if (!key) throw new DomainError('NOT_FOUND', messages.errors.notFound);
  return key;
}
