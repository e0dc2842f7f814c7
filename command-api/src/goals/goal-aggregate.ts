import type { GoalEvent, GoalValues } from '@inkpace/contracts/events/goal';
import type { Aggregate } from '../pipeline/aggregate.ts';

export interface GoalState extends GoalValues {
  id: number;
  ownerId: number;
  starred: boolean;
  deleted: boolean;
}

export const goalAggregate: Aggregate<GoalState, GoalEvent> = {
  initial: {
    id: 0, ownerId: 0, title: '', description: '', type: 'target', parameters: { threshold: { measure: 'word', count: 0 } },
    startDate: null, endDate: null, workIds: [], tagIds: [], displayOnProfile: false, plan: null, starred: false, deleted: false,
  },
  evolve(s, e) {
    switch (e.type) {
      case 'GoalCreated': {
        const { uuid: _uuid, ownerUuid: _ownerUuid, ...d } = e.data;
        return { ...s, ...d, deleted: false };
      }
      case 'GoalEdited': {
        const { id: _id, ...changes } = e.data;
        return { ...s, ...changes };
      }
      case 'GoalStarred':
        return { ...s, starred: e.data.starred };
      case 'GoalDeleted':
        return { ...s, deleted: true };
    }
  },
};
