import type { TallyEvent, TallyValues } from '@inkpace/contracts/events/tally';
import { LIVE, type Lifecycle } from '@inkpace/contracts/rules/lifecycle';
import type { Aggregate } from '../pipeline/aggregate.ts';
import { deletedAt, restored } from '../pipeline/lifecycle.ts';

export interface TallyState extends TallyValues, Lifecycle {
  id: number;
  ownerId: number;
  requestedTotal: number | null;
}

export const tallyAggregate: Aggregate<TallyState, TallyEvent> = {
  initial: { id: 0, ownerId: 0, requestedTotal: null, projectId: 0, date: '', measure: 'word', count: 0, note: '', tagIds: [], ...LIVE },
  evolve(s, e, stamp) {
    switch (e.type) {
      case 'TallyLogged': {
        const { uuid: _uuid, ...rest } = e.data;
        return { ...rest, ...restored() };
      }
      case 'TallyEdited':
        return { ...s, ...e.data };
      case 'TallyDeleted':
        return { ...s, ...deletedAt(stamp) };
      case 'TallyRestored':
        return { ...s, ...restored() };
    }
  },
};
