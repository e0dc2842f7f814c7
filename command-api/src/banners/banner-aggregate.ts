import type { BannerEvent } from '@inkpace/contracts/events/banner';
import { LIVE, type Lifecycle } from '@inkpace/contracts/rules/lifecycle';
import type { Aggregate } from '../pipeline/aggregate.ts';
import { deletedAt } from '../pipeline/lifecycle.ts';

/** Banners belong to no one (administrators manage them) but have the one lifecycle. */
export interface BannerState extends Lifecycle {
  id: number;
}

export const bannerAggregate: Aggregate<BannerState, BannerEvent> = {
  initial: { id: 0, ...LIVE },
  evolve: (s, e, stamp) => {
    switch (e.type) {
      case 'BannerCreated':
        return { id: e.data.id, ...LIVE };
      case 'BannerUpdated':
        return s;
      case 'BannerDeleted':
        return { ...s, ...deletedAt(stamp) };
    }
  },
};
