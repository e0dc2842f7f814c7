import { adminProjectionRoutes, type ProjectionStatusItem } from '@inkpace/contracts/api/admin-projections';
import { call } from '../../../app/api.ts';

/** Cache key of the projections' status. */
export const PROJECTIONS_KEY = 'admin/projections';
export const loadProjections = (): Promise<ProjectionStatusItem[]> => call(adminProjectionRoutes.listProjections);
/** Every projection when `names` is left out. */
export const requestRebuild = (names?: string[]) => call(adminProjectionRoutes.rebuildProjections, { body: names ? { names } : {} });

/** A rebuild that is asked for or under way: the page follows it closely. */
export const rebuildUnderWay = (p: ProjectionStatusItem): boolean => p.rebuild?.status === 'requested' || p.rebuild?.status === 'running';
