import type { TallyEvent, TallyValues } from '@inkpace/contracts/events/tally';
import type { Aggregate } from '../pipeline/aggregate.ts';

export interface TallyState extends TallyValues {
  id: number;
  ownerId: number;
  requestedTotal: number | null;
  deleted: boolean;
}

export const tallyAggregate: Aggregate<TallyState, TallyEvent> = {
  initial: { id: 0, ownerId: 0, requestedTotal: null, projectId: 0, date: '', measure: 'word', count: 0, note: '', tagIds: [], deleted: false },
  evolve(s, e) {
    switch (e.type) {
      case 'TallyLogged': {
        const { uuid: _uuid, ...rest } = e.data;
        return { ...rest, deleted: false };
      }
      case 'TallyEdited':
        return { ...s, ...e.data };
      case 'TallyDeleted':
        return { ...s, deleted: true };
    }
  },
};
