export { toUser, getUser, getUserRow, findUserByUsername, findLinkToken, unverifiedSignedUpBefore, type UserRow } from './queries.ts';
export { createAuthResolvers } from './auth-resolvers.ts';
