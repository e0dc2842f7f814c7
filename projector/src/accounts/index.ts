export { accountsProjection } from './projection.ts';
export type { AccountsTables, UsersTable } from './tables.ts';
