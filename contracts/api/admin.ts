import { z } from 'zod';
import { messages } from '../messages.ts';
import { ADMIN_REASON_MAX, ADMIN_SEARCH_MAX, ADMIN_SKIP_MAX, ADMIN_TAKE_DEFAULT, ADMIN_TAKE_MAX } from '../rules/admin.ts';
import { accountState, user } from './account.ts';
import { empty, idParam, route } from './route.ts';
import { adminPaths } from './paths.ts';

const v = messages.validation;

/**
 * A whole number in a query string (or a number, for clients that send JSON-ish queries), within its bounds:
 * digits only, so `1e3` or ` 5` are refused rather than read as something else.
 */
const queryInt = (min: number, max: number, fallback: number, message: string) =>
  z.union([z.number(), z.string()], { error: message }).optional().transform((value, ctx) => {
    if (value === undefined || value === '') return fallback;
    const text = String(value);
    const n = /^[0-9]{1,10}$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** A user as the admin list and detail show them (spec §3 "admin user list item", plus the reference's dates). */
export const adminUser = user.omit({ userSettings: true });
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersQuery = z.object({
  skip: queryInt(0, ADMIN_SKIP_MAX, 0, v.adminSkip),
  take: queryInt(1, ADMIN_TAKE_MAX, ADMIN_TAKE_DEFAULT, v.adminTake),
  search: z.string({ error: v.adminSearch }).trim().max(ADMIN_SEARCH_MAX, v.adminSearch).optional(),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuery>;

export const adminUserList = z.object({ users: z.array(adminUser), total: z.number().int() });
export type AdminUserList = z.infer<typeof adminUserList>;

const reason = z.string({ error: v.adminReason }).trim().max(ADMIN_REASON_MAX, v.adminReason).optional();

/** Only the transitions of spec §4 are made (contracts/rules/admin.ts); the reason goes into the audit trail. */
export const adminStateBody = z.strictObject({ state: z.enum(accountState.options, { error: v.adminState }), reason });
export type AdminStateBody = z.output<typeof adminStateBody>;
/** The other actions take no body, or only a reason. */
export const adminActionBody = z.strictObject({ reason }).optional();
export type AdminActionBody = z.output<typeof adminActionBody>;

export const adminRoutes = {
  listUsers: route({
    ...adminPaths.listUsers, query: adminUsersQuery, response: adminUserList,
    summary: 'Users, newest first; search is a case-insensitive substring of username, display name or email',
  }),
  setUserState: route({
    ...adminPaths.setUserState, params: idParam, body: adminStateBody, response: adminUser,
    summary: "Suspend, delete, activate or restore a user (spec §4's transitions only; never the caller's own account)",
  }),
  verifyEmailByFiat: route({
    ...adminPaths.verifyEmailByFiat, params: idParam, body: adminActionBody, response: empty, summary: "Mark an active user's email as verified",
  }),
  sendVerifyEmail: route({
    ...adminPaths.sendVerifyEmail, params: idParam, body: adminActionBody, response: empty, summary: 'Send an active user a new verification link',
  }),
  sendPasswordResetEmail: route({
    ...adminPaths.sendPasswordResetEmail, params: idParam, body: adminActionBody, response: empty, summary: 'Send an active user a password reset link',
  }),
};

