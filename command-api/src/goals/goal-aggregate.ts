import { GOAL_BLANK } from '@inkpace/contracts/api/goal';
import type { GoalEvent, GoalValues } from '@inkpace/contracts/events/goal';
import { LIVE, type Lifecycle } from '@inkpace/contracts/rules/lifecycle';
import type { Aggregate } from '../pipeline/aggregate.ts';
import { deletedAt, restored } from '../pipeline/lifecycle.ts';

export interface GoalState extends GoalValues, Lifecycle {
  id: number;
  ownerId: number;
  starred: boolean;
}

export const goalAggregate: Aggregate<GoalState, GoalEvent> = {
  initial: {
    id: 0, ownerId: 0, ...GOAL_BLANK, starred: false, ...LIVE,
  },
  evolve(s, e, stamp) {
    switch (e.type) {
      case 'GoalCreated': {
        const { uuid: _uuid, ownerUuid: _ownerUuid, ...d } = e.data;
        return { ...s, ...d, ...restored() };
      }
      case 'GoalEdited': {
        const { id: _id, ...changes } = e.data;
        return { ...s, ...changes };
      }
      case 'GoalStarred':
        return { ...s, starred: e.data.starred };
      case 'GoalDeleted':
        return { ...s, ...deletedAt(stamp) };
      case 'GoalRestored':
        return { ...s, ...restored() };
    }
  },
};
