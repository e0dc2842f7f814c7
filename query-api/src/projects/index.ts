export { getProject, activeProjectUuid, projectTotalUpTo } from './queries.ts';
