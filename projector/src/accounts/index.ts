export { accountsProjection } from './projection.ts';
export type { AccountsTables, UsersTable } from './tables.ts';
export { apiKeyView, linkToken, linkUsable, listApiKeys, resetLinksTo, unverifiedSignedUpBefore, userByUsername, userView, type LinkTokenView, type UserView } from './readers.ts';
export { callerByApiKeyHash, callerBySessionHash } from './callers.ts';
export { adminUserStats, listUsersForAdmin, toAdminUser } from './admin-readers.ts';
