import type { Access, Method } from './route.ts';

/**
 * Where each route lives and who may call it, with no schemas: the web app's light pages (home, layouts) call
 * through these without loading zod. The route tables in the resource files add the schemas to these entries.
 */
export interface RoutePath {
  method: Method;
  path: string;
  access: Access;
  status?: 200 | 201;
}

export const accountPaths = {
  signUp: { method: 'POST', path: '/api/auth/signup', access: 'public', status: 201 },
  login: { method: 'POST', path: '/api/auth/login', access: 'public' },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'public' },
  resendVerification: { method: 'POST', path: '/api/auth/verify-email', access: 'session' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email/:token', access: 'public' },
  changePassword: { method: 'POST', path: '/api/auth/password', access: 'session' },
  requestReset: { method: 'POST', path: '/api/auth/reset-password', access: 'public' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password/:token', access: 'public' },
  /** Inkpace: whether a reset link can still be used (the page asks when it opens, before a password is typed). */
  checkReset: { method: 'GET', path: '/api/auth/reset-password/:token', access: 'public' },
  getMe: { method: 'GET', path: '/api/v1/me', access: 'session' },
  updateMe: { method: 'PATCH', path: '/api/v1/me', access: 'session' },
  updateSettings: { method: 'PATCH', path: '/api/v1/me/settings', access: 'session' },
  deleteMe: { method: 'DELETE', path: '/api/v1/me', access: 'session' },
  uploadAvatar: { method: 'POST', path: '/api/v1/me/avatar', access: 'session' },
  removeAvatar: { method: 'DELETE', path: '/api/v1/me/avatar', access: 'session' },
  perms: { method: 'GET', path: '/api/admin/me/perms', access: 'session' },
} as const satisfies Record<string, RoutePath>;

/** The public profile (spec §7): anyone may ask; whether there is one to see is the profile policy's call. */
export const profilePaths = {
  get: { method: 'GET', path: '/api/v1/profile/:username', access: 'public' },
} as const satisfies Record<string, RoutePath>;

export const apiKeyPaths = {
  list: { method: 'GET', path: '/api/v1/api-key', access: 'session' },
  create: { method: 'POST', path: '/api/v1/api-key', access: 'session', status: 201 },
  remove: { method: 'DELETE', path: '/api/v1/api-key/:id', access: 'session' },
} as const satisfies Record<string, RoutePath>;

export const bannerPaths = {
  list: { method: 'GET', path: '/api/banners', access: 'public' },
  adminList: { method: 'GET', path: '/api/admin/banner', access: 'admin' },
  create: { method: 'POST', path: '/api/admin/banner', access: 'admin', status: 201 },
  update: { method: 'PATCH', path: '/api/admin/banner/:id', access: 'admin' },
  remove: { method: 'DELETE', path: '/api/admin/banner/:id', access: 'admin' },
} as const satisfies Record<string, RoutePath>;

export const infoPaths = {
  env: { method: 'GET', path: '/api/info/env', access: 'public' },
  changelog: { method: 'GET', path: '/api/info/changelog', access: 'public' },
  ping: { method: 'GET', path: '/api/v1/ping', access: 'public' },
  pingApiToken: { method: 'GET', path: '/api/v1/ping/api-token', access: 'user' },
} as const satisfies Record<string, RoutePath>;

export const projectPaths = {
  list: { method: 'GET', path: '/api/v1/project', access: 'user' },
  get: { method: 'GET', path: '/api/v1/project/:id', access: 'user' },
  create: { method: 'POST', path: '/api/v1/project', access: 'user', status: 201 },
  update: { method: 'PATCH', path: '/api/v1/project/:id', access: 'user' },
  remove: { method: 'DELETE', path: '/api/v1/project/:id', access: 'user' },
  uploadCover: { method: 'POST', path: '/api/v1/project/:id/cover', access: 'user' },
  removeCover: { method: 'DELETE', path: '/api/v1/project/:id/cover', access: 'user' },
} as const satisfies Record<string, RoutePath>;

export const tallyPaths = {
  list: { method: 'GET', path: '/api/v1/tally', access: 'user' },
  get: { method: 'GET', path: '/api/v1/tally/:id', access: 'user' },
  create: { method: 'POST', path: '/api/v1/tally', access: 'user', status: 201 },
  batch: { method: 'POST', path: '/api/v1/tally/batch', access: 'user', status: 201 },
  update: { method: 'PATCH', path: '/api/v1/tally/:id', access: 'user' },
  remove: { method: 'DELETE', path: '/api/v1/tally/:id', access: 'user' },
  /** Inkpace: one page of a project's entries and how many it has (the project page's table). */
  projectPage: { method: 'GET', path: '/api/v1/project/:id/tally', access: 'user' },
} as const satisfies Record<string, RoutePath>;

export const tagPaths = {
  list: { method: 'GET', path: '/api/v1/tag', access: 'user' },
  get: { method: 'GET', path: '/api/v1/tag/:id', access: 'user' },
  create: { method: 'POST', path: '/api/v1/tag', access: 'user', status: 201 },
  update: { method: 'PATCH', path: '/api/v1/tag/:id', access: 'user' },
  remove: { method: 'DELETE', path: '/api/v1/tag/:id', access: 'user' },
} as const satisfies Record<string, RoutePath>;

export const goalPaths = {
  list: { method: 'GET', path: '/api/v1/goal', access: 'user' },
  get: { method: 'GET', path: '/api/v1/goal/:id', access: 'user' },
  create: { method: 'POST', path: '/api/v1/goal', access: 'user', status: 201 },
  batch: { method: 'POST', path: '/api/v1/goal/batch', access: 'user', status: 201 },
  update: { method: 'PATCH', path: '/api/v1/goal/:id', access: 'user' },
  remove: { method: 'DELETE', path: '/api/v1/goal/:id', access: 'user' },
  /** Inkpace: what a goal's page draws, for the writer's today. */
  progress: { method: 'GET', path: '/api/v1/goal/:id/progress', access: 'user' },
} as const satisfies Record<string, RoutePath>;

/** Inkpace: the dashboard in one call. */
export const dashboardPaths = {
  get: { method: 'GET', path: '/api/v1/dashboard', access: 'user' },
} as const satisfies Record<string, RoutePath>;

export const statsPaths = {
  days: { method: 'GET', path: '/api/v1/stats/days', access: 'user' },
  /** Inkpace: grand totals and one section per year (the lifetime stats page). */
  lifetime: { method: 'GET', path: '/api/v1/stats/lifetime', access: 'user' },
} as const satisfies Record<string, RoutePath>;

/**
 * Leaderboards, addressed by uuid (which is also the join code, spec §9). `:memberId` and `:teamId` are the
 * member's and team's integer ids, as the reference.
 */
export const leaderboardPaths = {
  list: { method: 'GET', path: '/api/v1/leaderboard', access: 'user' },
  create: { method: 'POST', path: '/api/v1/leaderboard', access: 'user', status: 201 },
  getByJoinCode: { method: 'GET', path: '/api/v1/leaderboard/joincode/:joincode', access: 'user' },
  get: { method: 'GET', path: '/api/v1/leaderboard/:uuid', access: 'user' },
  update: { method: 'PATCH', path: '/api/v1/leaderboard/:uuid', access: 'user' },
  remove: { method: 'DELETE', path: '/api/v1/leaderboard/:uuid', access: 'user' },
  star: { method: 'PATCH', path: '/api/v1/leaderboard/:uuid/star', access: 'user' },
  participants: { method: 'GET', path: '/api/v1/leaderboard/:uuid/participants', access: 'user' },
  getMyParticipation: { method: 'GET', path: '/api/v1/leaderboard/:uuid/me', access: 'user' },
  join: { method: 'POST', path: '/api/v1/leaderboard/:uuid/me', access: 'user', status: 201 },
  updateMyParticipation: { method: 'PATCH', path: '/api/v1/leaderboard/:uuid/me', access: 'user' },
  leave: { method: 'DELETE', path: '/api/v1/leaderboard/:uuid/me', access: 'user' },
  listMembers: { method: 'GET', path: '/api/v1/leaderboard/:uuid/members', access: 'user' },
  updateMember: { method: 'PATCH', path: '/api/v1/leaderboard/:uuid/members/:memberId', access: 'user' },
  removeMember: { method: 'DELETE', path: '/api/v1/leaderboard/:uuid/members/:memberId', access: 'user' },
  listTeams: { method: 'GET', path: '/api/v1/leaderboard/:uuid/teams', access: 'user' },
  createTeam: { method: 'POST', path: '/api/v1/leaderboard/:uuid/teams', access: 'user', status: 201 },
  getTeam: { method: 'GET', path: '/api/v1/leaderboard/:uuid/teams/:teamId', access: 'user' },
  updateTeam: { method: 'PATCH', path: '/api/v1/leaderboard/:uuid/teams/:teamId', access: 'user' },
  removeTeam: { method: 'DELETE', path: '/api/v1/leaderboard/:uuid/teams/:teamId', access: 'user' },
} as const satisfies Record<string, RoutePath>;

/** Administration (spec §7): every route needs an administrator's browser session. */
export const adminPaths = {
  listUsers: { method: 'GET', path: '/api/admin/user', access: 'admin' },
  getUser: { method: 'GET', path: '/api/admin/user/:id', access: 'admin' },
  userHistory: { method: 'GET', path: '/api/admin/user/:id/history', access: 'admin' },
  updateUser: { method: 'PATCH', path: '/api/admin/user/:id', access: 'admin' },
  setUserState: { method: 'PATCH', path: '/api/admin/user/:id/state', access: 'admin' },
  verifyEmailByFiat: { method: 'POST', path: '/api/admin/user/:id/verify-email-by-fiat', access: 'admin' },
  sendVerifyEmail: { method: 'POST', path: '/api/admin/user/:id/send-verify-email', access: 'admin', status: 201 },
  sendPasswordResetEmail: { method: 'POST', path: '/api/admin/user/:id/send-password-reset-email', access: 'admin', status: 201 },
  weeklyActiveUsers: { method: 'GET', path: '/api/admin/stats/weekly-active-users', access: 'admin' },
  weeklySignups: { method: 'GET', path: '/api/admin/stats/weekly-signups', access: 'admin' },
  dailyActiveUsers: { method: 'GET', path: '/api/admin/stats/daily-active-users', access: 'admin' },
  dailySignups: { method: 'GET', path: '/api/admin/stats/daily-signups', access: 'admin' },
  userStats: { method: 'GET', path: '/api/admin/stats/user-stats', access: 'admin' },
  listProjections: { method: 'GET', path: '/api/admin/projections', access: 'admin' },
  rebuildProjections: { method: 'POST', path: '/api/admin/projections/rebuild', access: 'admin' },
} as const satisfies Record<string, RoutePath>;

/** Undo: what the caller deleted in the restore window, and bringing one thing back (contracts/rules/lifecycle.ts). */
export const deletedPaths = {
  list: { method: 'GET', path: '/api/v1/deleted', access: 'user' },
  restoreProject: { method: 'POST', path: '/api/v1/project/:id/restore', access: 'user' },
  restoreTally: { method: 'POST', path: '/api/v1/tally/:id/restore', access: 'user' },
  restoreGoal: { method: 'POST', path: '/api/v1/goal/:id/restore', access: 'user' },
  restoreTag: { method: 'POST', path: '/api/v1/tag/:id/restore', access: 'user' },
  restoreLeaderboard: { method: 'POST', path: '/api/v1/leaderboard/:uuid/restore', access: 'user' },
} as const satisfies Record<string, RoutePath>;

/** Imports (issue 29): start one (202 with its id) and follow it. */
export const importPaths = {
  start: { method: 'POST', path: '/api/v1/import', access: 'user' },
  get: { method: 'GET', path: '/api/v1/import/:id', access: 'user' },
} as const satisfies Record<string, RoutePath>;

/**
 * The export zip (issue 29): ours, and the reference's path for the same download (session only, once a minute);
 * or the same zip made by a job (start, follow, fetch the file), for a history too large to wait for.
 */
export const exportPaths = {
  download: { method: 'GET', path: '/api/v1/export', access: 'session' },
  reference: { method: 'GET', path: '/export/progress', access: 'session' },
  start: { method: 'POST', path: '/api/v1/export', access: 'session' },
  get: { method: 'GET', path: '/api/v1/export/:id', access: 'session' },
  file: { method: 'GET', path: '/api/v1/export/:id/file', access: 'session' },
} as const satisfies Record<string, RoutePath>;
