export { hashPassword, verifyPassword } from './passwords.ts';
export { suspendIfUnverified, grantAdmin, issueResetLink } from './commands.ts';
