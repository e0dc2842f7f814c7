export { createProject, deleteProject } from './commands.ts';
