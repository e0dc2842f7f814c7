export { runExport, type ExportJobDeps } from './job.ts';
