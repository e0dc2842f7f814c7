export { toUser, getUser, getUserRow, findUserByUsername, findLinkToken, unverifiedSignedUpBefore, type UserRow } from './queries.ts';
export { createAuthResolvers, type AuthResolverOptions } from './auth-resolvers.ts';
