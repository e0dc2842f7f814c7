import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ApiKey, createApiKeyBody } from '@inkpace/contracts/api/api-key';
import { apiKeyStream } from '@inkpace/contracts/events/api-key';
import { apiKeyPolicy } from '@inkpace/contracts/rules/policies/api-key';
import type { Caller } from '@inkpace/infra/http';
import { hashToken, newToken } from '@inkpace/infra/secrets';
import { apiKeyView, listApiKeys } from '@inkpace/projector/accounts';
import { loadAggregate } from '../pipeline/aggregate.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import { allocateId } from '../pipeline/ids.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { runCommand } from '../pipeline/run.ts';
import { settle } from '../pipeline/settle.ts';
import { apiKeyAggregate } from './api-key-aggregate.ts';
import { decideCreateApiKey, decideDeleteApiKey } from './decide.ts';
import { withKeyCountLocked } from './key-count-lock.ts';

/** Token prefix: lets secret scanners recognise a leaked Inkpace key. */
const TOKEN_PREFIX = 'ink_';

/** The key as the read models show it once the write is applied (a deleted one only when asked: a delete's answer). */
async function answer(deps: CommandDeps, caller: Caller, id: number, deleted = false): Promise<ApiKey> {
  const view = await apiKeyView(deps.db, id);
  return (deleted ? apiKeyPolicy.answer(view, caller) : apiKeyPolicy.touch(view, caller)).api;
}

export async function createApiKey(deps: CommandDeps, caller: Caller, body: z.output<typeof createApiKeyBody>, meta: CommandMeta) {
  const uuid = randomUUID();
  const id = await allocateId(deps.db, 'api_key_ids');
  const token = newToken(TOKEN_PREFIX);
  const key = { id, uuid, userId: caller.userId, userUuid: caller.userUuid, name: body.name, expiresAt: body.expiresAt, tokenHash: hashToken(token) };
  await withKeyCountLocked(deps, caller.userId, async () => {
    const { position } = await runCommand(deps, meta, async () => {
      const now = deps.clock.now();
      return decideCreateApiKey(key, (await listApiKeys(deps.db, caller.userId, now)).length, now);
    });
    await settle(deps, position, apiKeyStream(uuid));
  });
  return { ...(await answer(deps, caller, id)), token };
}

export async function deleteApiKey(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<ApiKey> {
  const uuid = apiKeyPolicy.touch(await apiKeyView(deps.db, id), caller).uuid;
  const stream = apiKeyStream(uuid);
  const { position } = await runCommand(deps, meta, async () => decideDeleteApiKey(await loadAggregate(deps.store, stream, apiKeyAggregate), uuid, caller));
  await settle(deps, position, stream);
  deps.authChanged?.();
  return answer(deps, caller, id, true);
}
