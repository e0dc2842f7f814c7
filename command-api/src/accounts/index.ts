export { hashPassword, verifyPassword } from './passwords.ts';
export { suspendIfUnverified, grantAdmin, issueResetLink } from './commands.ts';
/** For administration (command-api/src/admin): the same user stream, links and decisions' building blocks. */
export { onUser } from './commands.ts';
export { newLink } from './links.ts';
export { resetRequested, verificationRequested, type LinkSecret } from './decide.ts';
export { userAggregate, type UserState } from './user-aggregate.ts';
