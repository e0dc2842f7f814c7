import { apiKeyExpiryProblem } from '@inkpace/contracts/api/api-key';
import { DomainError } from '@inkpace/contracts/errors';
import { apiKeyStream } from '@inkpace/contracts/events/api-key';
import type { Actor } from '@inkpace/contracts/rules/access';
import { API_KEYS_PER_WRITER } from '@inkpace/contracts/rules/limits';
import { messages } from '@inkpace/contracts/messages';
import type { Loaded } from '../pipeline/aggregate.ts';
import { newStream, type Decision } from '../pipeline/decision.ts';
import { decideDelete } from '../pipeline/lifecycle.ts';
import type { ApiKeyState } from './api-key-aggregate.ts';

/** API keys as pure decisions. The token is made before (and returned once); only its hash is decided on. */

export interface NewApiKey {
  id: number;
  uuid: string;
  userId: number;
  userUuid: string;
  name: string;
  /** As sent: an instant with any offset, or null for a key that never expires. */
  expiresAt: string | null;
  tokenHash: string;
}

/**
 * An expiry must lie ahead; the event holds one spelling of it (UTC, milliseconds). `heldKeys` is how many keys the
 * writer holds now (not deleted): a writer at API_KEYS_PER_WRITER must delete one first.
 */
export function decideCreateApiKey(key: NewApiKey, heldKeys: number, now: Date): Decision {
  if (heldKeys >= API_KEYS_PER_WRITER) throw new DomainError('CONFLICT', messages.errors.apiKeyLimit);
  const problem = apiKeyExpiryProblem(key.expiresAt, now);
  if (problem) throw new DomainError('VALIDATION_FAILED', problem);
  const expiresAt = key.expiresAt === null ? null : new Date(key.expiresAt).toISOString();
  return [newStream(apiKeyStream(key.uuid), [{ type: 'ApiKeyCreated', data: { ...key, expiresAt } }])];
}

/** Deleting revokes the key. Another user's key, or one already deleted, answers 404 like one that does not exist. */
export const decideDeleteApiKey = (key: Loaded<ApiKeyState>, uuid: string, actor: Pick<Actor, 'userId'>): Decision =>
  decideDelete(key, apiKeyStream(uuid), actor, (s) => ({ type: 'ApiKeyDeleted', data: { id: s.id } }));
