export { accountsProjection } from './projection.ts';
export type { AccountsTables, UsersTable } from './tables.ts';
export { callerByApiKeyHash, callerBySessionHash } from './callers.ts';
