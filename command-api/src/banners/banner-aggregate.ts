import type { BannerEvent } from '@inkpace/contracts/events/banner';
import type { Aggregate } from '../pipeline/aggregate.ts';

export interface BannerState {
  id: number;
  deleted: boolean;
}

export const bannerAggregate: Aggregate<BannerState, BannerEvent> = {
  initial: { id: 0, deleted: false },
  evolve: (s, e) => {
    switch (e.type) {
      case 'BannerCreated':
        return { id: e.data.id, deleted: false };
      case 'BannerUpdated':
        return s;
      case 'BannerDeleted':
        return { ...s, deleted: true };
    }
  },
};
