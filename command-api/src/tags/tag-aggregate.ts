import type { TagColor } from '@inkpace/contracts/rules/tags';
import type { TagEvent, TagNameEvent } from '@inkpace/contracts/events/tag';
import { LIVE, type Lifecycle } from '@inkpace/contracts/rules/lifecycle';
import type { Aggregate } from '../pipeline/aggregate.ts';
import { deletedAt, restored } from '../pipeline/lifecycle.ts';
import type { ClaimKind } from '../pipeline/claims.ts';

export interface TagState extends Lifecycle {
  id: number;
  ownerId: number;
  name: string;
  color: TagColor;
}

export const tagAggregate: Aggregate<TagState, TagEvent> = {
  initial: { id: 0, ownerId: 0, name: '', color: 'default', ...LIVE },
  evolve(s, e, stamp) {
    switch (e.type) {
      case 'TagCreated':
        return { id: e.data.id, ownerId: e.data.ownerId, name: e.data.name, color: e.data.color, ...restored() };
      case 'TagEdited':
        return { ...s, name: e.data.name ?? s.name, color: e.data.color ?? s.color };
      case 'TagDeleted':
        return { ...s, ...deletedAt(stamp) };
      case 'TagRestored':
        return { ...s, ...restored() };
    }
  },
};

/** A writer's tag names are claimed by the tag's uuid (contracts/events/tag.ts: tagNameStream). */
export const tagNameClaims: ClaimKind<TagNameEvent> = {
  claimed: (tagUuid) => ({ type: 'TagNameClaimed', data: { tagUuid } }),
  released: (tagUuid) => ({ type: 'TagNameReleased', data: { tagUuid } }),
  holderAfter: (e) => (e.type === 'TagNameClaimed' ? e.data.tagUuid : null),
};
