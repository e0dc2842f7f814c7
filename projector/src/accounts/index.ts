export { accountsProjection } from './projection.ts';
export type { AccountsTables, UsersTable, SessionsTable, ApiKeysTable, LinkTokensTable } from './tables.ts';
