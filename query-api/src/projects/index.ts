export { getProject, activeProjectIds, activeProjectUuid, projectTotalUpTo } from './queries.ts';
