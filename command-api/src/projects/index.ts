export { createProject, deleteProject, restoreProject } from './commands.ts';
