import type { ApiKeyEvent } from '@inkpace/contracts/events/api-key';
import type { Aggregate } from '../pipeline/aggregate.ts';

export interface ApiKeyState {
  id: number;
  userId: number;
  deleted: boolean;
}

export const apiKeyAggregate: Aggregate<ApiKeyState, ApiKeyEvent> = {
  initial: { id: 0, userId: 0, deleted: false },
  evolve: (s, e) => (e.type === 'ApiKeyCreated' ? { id: e.data.id, userId: e.data.userId, deleted: false } : { ...s, deleted: true }),
};
