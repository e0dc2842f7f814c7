import { PROJECT_BLANK } from '@inkpace/contracts/api/project';
import type { ProjectEvent, ProjectValues } from '@inkpace/contracts/events/project';
import { LIVE, type Lifecycle } from '@inkpace/contracts/rules/lifecycle';
import type { Aggregate } from '../pipeline/aggregate.ts';
import { deletedAt, restored } from '../pipeline/lifecycle.ts';

export interface ProjectState extends ProjectValues, Lifecycle {
  id: number;
  ownerId: number;
  starred: boolean;
  cover: string | null;
}

export const projectAggregate: Aggregate<ProjectState, ProjectEvent> = {
  initial: {
    id: 0, ownerId: 0, ...PROJECT_BLANK,
    starred: false, cover: null, ...LIVE,
  },
  evolve(s, e, stamp) {
    switch (e.type) {
      case 'ProjectCreated': {
        const { uuid: _uuid, ownerUuid: _ownerUuid, ...d } = e.data;
        return { ...s, ...d, cover: null, ...restored() };
      }
      case 'ProjectEdited': {
        const { id: _id, ...changes } = e.data;
        return { ...s, ...changes };
      }
      case 'ProjectStarred':
        return { ...s, starred: e.data.starred };
      case 'ProjectCoverSet':
        return { ...s, cover: e.data.cover };
      case 'ProjectCoverRemoved':
        return { ...s, cover: null };
      case 'ProjectDeleted':
        return { ...s, ...deletedAt(stamp) };
      case 'ProjectRestored':
        return { ...s, ...restored() };
    }
  },
};
