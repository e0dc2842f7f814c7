/**
 * The projects feature, as other modules reach it. Only the zod-free reading hooks live here: the app layout's
 * sidebar imports this, and the pages (list, edit, detail) load through the route table.
 */
export { useProjects, useProject, useProjectDays, loadProjects, loadProject } from './project-cache.ts';
export { NEW_PROJECT_HREF } from './new-project-link.ts';
