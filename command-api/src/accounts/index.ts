export { hashPassword, verifyPassword } from './passwords.ts';
export { suspendIfUnverified, grantAdmin, issueResetLink } from './commands.ts';
/** For administration (command-api/src/admin): the same user stream, links and decisions' building blocks. */
export { onUser, updateAccount, updateSettings } from './commands.ts';
export { newLink } from './links.ts';
export { decideUpdateAccount, resetRequested, verificationRequested, type AccountChange, type LinkSecret, type RenameClaims } from './decide.ts';
export { userAggregate, type UserState } from './user-aggregate.ts';
