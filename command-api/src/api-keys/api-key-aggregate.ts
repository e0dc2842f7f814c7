import type { ApiKeyEvent } from '@inkpace/contracts/events/api-key';
import { LIVE, type Lifecycle } from '@inkpace/contracts/rules/lifecycle';
import type { Aggregate } from '../pipeline/aggregate.ts';
import { deletedAt } from '../pipeline/lifecycle.ts';

/** A key is owned by its user (`ownerId`), with the one lifecycle; a deleted key is never restored (it was revoked). */
export interface ApiKeyState extends Lifecycle {
  id: number;
  ownerId: number;
}

export const apiKeyAggregate: Aggregate<ApiKeyState, ApiKeyEvent> = {
  initial: { id: 0, ownerId: 0, ...LIVE },
  evolve: (s, e, stamp) => (e.type === 'ApiKeyCreated' ? { id: e.data.id, ownerId: e.data.userId, ...LIVE } : { ...s, ...deletedAt(stamp) }),
};
