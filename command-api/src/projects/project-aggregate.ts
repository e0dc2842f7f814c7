import { PROJECT_BLANK } from '@inkpace/contracts/api/project';
import type { ProjectEvent, ProjectValues } from '@inkpace/contracts/events/project';
import type { Aggregate } from '../pipeline/aggregate.ts';

export interface ProjectState extends ProjectValues {
  id: number;
  ownerId: number;
  starred: boolean;
  cover: string | null;
  deleted: boolean;
}

export const projectAggregate: Aggregate<ProjectState, ProjectEvent> = {
  initial: {
    id: 0, ownerId: 0, ...PROJECT_BLANK,
    starred: false, cover: null, deleted: false,
  },
  evolve(s, e) {
    switch (e.type) {
      case 'ProjectCreated': {
        const { uuid: _uuid, ownerUuid: _ownerUuid, ...d } = e.data;
        return { ...s, ...d, cover: null, deleted: false };
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
        return { ...s, deleted: true };
    }
  },
};
