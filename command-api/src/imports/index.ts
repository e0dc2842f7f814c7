export { runImport } from './run-import.ts';
export { registerImportCommands } from './routes.ts';
