export { hashPassword, verifyPassword } from './passwords.ts';
export { suspendIfUnverified, grantAdmin } from './account-commands.ts';
