import { z } from 'zod';
import { messages } from '../messages.ts';
import { HISTORY_TYPES_MAX } from '../rules/field-limits.ts';
import { ADMIN_REASON_MAX, ADMIN_SEARCH_MAX, ADMIN_SKIP_MAX, ADMIN_TAKE_DEFAULT, ADMIN_TAKE_MAX } from '../rules/admin.ts';
import { AUDIT_ACTOR_TYPES, AUDIT_SOURCES, AUDIT_STREAM_KINDS } from '../rules/audit.ts';
import { accountState, updateMeBody, user } from './account.ts';
import { calendarDate, queryInt } from './fields.ts';
import { empty, idParam, isoDateTime, route } from './route.ts';
import { adminPaths } from './paths.ts';

const v = messages.validation;

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
/**
 * Username, display name and email with the rules of the writer's own form (the reference checks an admin's looser);
 * only the fields sent change. Verifying goes through verify-email-by-fiat.
 */
export const adminUpdateUserBody = updateMeBody.extend({ reason });
export type AdminUpdateUserBody = z.output<typeof adminUpdateUserBody>;
/** The other actions take no body, or only a reason. */
export const adminActionBody = z.strictObject({ reason }).optional();
export type AdminActionBody = z.output<typeof adminActionBody>;

/** The reference's audit event (spec §3): agentId is the actor (-1 the system, 0 no one signed in); auxInfo is JSON text. */
export const auditEvent = z.object({
  id: z.number().int(),
  sessionId: z.string().nullable(),
  createdAt: isoDateTime,
  eventType: z.string(),
  agentId: z.number().int(),
  patientId: z.number().int().nullable(),
  goalId: z.number().int().nullable(),
  auxInfo: z.string(),
});
export type AuditEvent = z.infer<typeof auditEvent>;
/** At most this many audit events come with a user's detail (newest first); the history pages through all of them. */
export const ADMIN_DETAIL_EVENTS_MAX = 1000;
export const adminUserDetail = z.object({ user: adminUser, auditEvents: z.array(auditEvent) });
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** One event of a user's history (Inkpace): who acted, through what, and what changed, never a secret. */
export const historyItem = z.object({
  /** The event's position in the log (decimal text: it may exceed 2^53 one day). */
  id: z.string(),
  at: isoDateTime,
  type: z.string(),
  kind: z.enum(AUDIT_STREAM_KINDS),
  streamId: z.string(),
  /** The thing the event is about (user, project, entry, tag, goal, key, board, member or team), and a member's or team's board. */
  entityId: z.number().int().nullable(),
  parentId: z.number().int().nullable(),
  /** self: the user acted on their own things; subject: someone else acted on them; actor: they acted on another's. */
  role: z.enum(['self', 'subject', 'actor']),
  actor: z.object({
    type: z.enum(AUDIT_ACTOR_TYPES),
    userId: z.number().int().nullable(),
    username: z.string().nullable(),
    apiKey: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  }),
  source: z.enum(AUDIT_SOURCES),
  sessionId: z.string().nullable(),
  correlationId: z.string().nullable(),
  reason: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.json(), to: z.json() })),
  /** Secret fields the event set (a password hash, say), by name only. */
  redacted: z.array(z.string()),
});
export type HistoryItem = z.infer<typeof historyItem>;
export const HISTORY_PAGE_SIZE = 50;
export const historyPage = z.object({ items: z.array(historyItem), nextCursor: z.string().nullable() });
export type HistoryPage = z.infer<typeof historyPage>;

/** A list in a query string: bracketed, repeated or comma-separated, like the id lists. */
const queryList = <T extends z.ZodType>(item: T, max: number, message: string) => z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]).flatMap((x) => String(x).split(',')).map((x) => x.trim()).filter((x) => x !== ''),
  z.array(item, { error: message }).max(max, message),
);
export const historyQuery = z.object({
  cursor: z.string({ error: v.historyCursor }).regex(/^[0-9]{1,19}$/, v.historyCursor).optional(),
  types: queryList(z.string().regex(/^[A-Za-z]{1,64}$/, v.historyTypes), HISTORY_TYPES_MAX, v.historyTypes).optional(),
  kinds: queryList(z.enum(AUDIT_STREAM_KINDS, { error: v.historyKinds }), AUDIT_STREAM_KINDS.length, v.historyKinds).optional(),
  /** Calendar days in UTC, both included. */
  from: calendarDate(v.historyDate).optional(),
  to: calendarDate(v.historyDate).optional(),
}).refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, v.dateRange);
export type HistoryQuery = z.output<typeof historyQuery>;

/** The admin stats (spec §3): people only (never the system), days and ISO weeks (Monday) in UTC, oldest first. */
export const dailyCount = z.object({ date: z.string(), count: z.number().int() });
export const weeklyCount = z.object({ weekStart: z.string(), count: z.number().int() });
export type DailyCount = z.infer<typeof dailyCount>;
export type WeeklyCount = z.infer<typeof weeklyCount>;
/** Active users; of them, verified ones; and active users who signed up in the last 30 and 7 days (today included, UTC). */
export const adminUserStats = z.object({
  active: z.number().int(), verified: z.number().int(), signedUpLast30Days: z.number().int(), signedUpLast7Days: z.number().int(),
});
export type AdminUserStats = z.infer<typeof adminUserStats>;

export const adminRoutes = {
  listUsers: route({
    ...adminPaths.listUsers, query: adminUsersQuery, response: adminUserList,
    summary: 'Users, newest first; search is a case-insensitive substring of username, display name or email',
  }),
  getUser: route({
    ...adminPaths.getUser, params: idParam, response: adminUserDetail,
    summary: `A user and their audit events, newest first (at most ${ADMIN_DETAIL_EVENTS_MAX}; the history has them all)`,
  }),
  userHistory: route({
    ...adminPaths.userHistory, params: idParam, query: historyQuery, response: historyPage,
    summary: `Everything that concerns a user, newest first, ${HISTORY_PAGE_SIZE} a page; filter by event types, stream kinds and UTC dates`,
  }),
  updateUser: route({
    ...adminPaths.updateUser, params: idParam, body: adminUpdateUserBody, response: adminUser,
    summary: "Change an active user's username, display name or email (only the fields sent)",
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
  weeklyActiveUsers: route({ ...adminPaths.weeklyActiveUsers, response: z.array(weeklyCount), summary: 'People who did anything, per ISO week (Monday, UTC)' }),
  weeklySignups: route({ ...adminPaths.weeklySignups, response: z.array(weeklyCount), summary: 'Sign-ups per ISO week (Monday, UTC)' }),
  dailyActiveUsers: route({ ...adminPaths.dailyActiveUsers, response: z.array(dailyCount), summary: 'People who did anything, per UTC day' }),
  dailySignups: route({ ...adminPaths.dailySignups, response: z.array(dailyCount), summary: 'Sign-ups per UTC day' }),
  userStats: route({ ...adminPaths.userStats, response: adminUserStats, summary: 'User counts: active, verified, signed up in the last 30 and 7 days' }),
};
