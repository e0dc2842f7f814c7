export { auditProjection } from './projection.ts';
export type { AuditTables, AuditItemsTable } from './tables.ts';
export { userAuditEvents, userHistory } from './readers.ts';
