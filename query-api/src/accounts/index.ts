export { toUser, getUser, getUserRow, findUserByUsername, findLinkToken, unverifiedSignedUpBefore, type UserRow } from './queries.ts';
