import { z } from 'zod';
import { messages } from '../messages.ts';
import { displayName, email, measure, measureBalance, newPassword, password, username } from './fields.ts';
import { DAY_END_HOUR_MAX, isTimeZone } from '../rules/settings.ts';
import { isoDateTime, route, uuidParam } from './route.ts';
import { accountPaths } from './paths.ts';
import { imageUpload, UPLOAD_PATHS, uploadUrl } from './uploads.ts';
import { ACCOUNT_STATES } from '../rules/account.ts';

const v = messages.validation;

export const accountStates = ACCOUNT_STATES;
export const accountState = z.enum(ACCOUNT_STATES);

export const userSettings = z.object({
  lifetimeStartingBalance: z.partialRecord(measure, z.number().int()),
  enablePublicProfile: z.boolean(),
  displayCovers: z.boolean(),
  displayStreaks: z.boolean(),
  weekStartDay: z.number().int().min(0).max(6),
  /** The writer's IANA time zone; null until set (the web app sets it from the browser): "today" is then UTC's. */
  timeZone: z.string().nullable(),
  /** The hour (0–6) the writer's day ends at: entries before it count for the day before. */
  dayEndHour: z.number().int().min(0).max(DAY_END_HOUR_MAX),
});
export type UserSettings = z.infer<typeof userSettings>;

export const defaultUserSettings: UserSettings = {
  lifetimeStartingBalance: {},
  enablePublicProfile: false,
  displayCovers: true,
  displayStreaks: true,
  weekStartDay: 0,
  timeZone: null,
  dayEndHour: 0,
};

/** PATCH /me/settings: any of the settings, each checked; the ones left out stay as they are. */
export const updateSettingsBody = z.strictObject({
  lifetimeStartingBalance: measureBalance,
  enablePublicProfile: z.boolean(),
  displayCovers: z.boolean(),
  displayStreaks: z.boolean(),
  weekStartDay: z.number({ error: v.weekStartDay }).int(v.weekStartDay).min(0, v.weekStartDay).max(6, v.weekStartDay),
  timeZone: z.string({ error: v.timeZone }).refine(isTimeZone, v.timeZone).nullable(),
  dayEndHour: z.number({ error: v.dayEndHour }).int(v.dayEndHour).min(0, v.dayEndHour).max(DAY_END_HOUR_MAX, v.dayEndHour),
}).partial();
export type SettingsChange = z.output<typeof updateSettingsBody>;

/** Where avatars are served from: `${AVATARS_PATH}/${user.avatar}` (spec §7: by file name). */
export const AVATARS_PATH = UPLOAD_PATHS.avatars;
export const avatarUrl = (avatar: string): string => uploadUrl('avatars', avatar);
/** Avatar uploads (spec §7, §9): one image in the field `avatar` (the image rule: contracts/api/uploads.ts). */
export const AVATAR_FIELD = 'avatar';
export const avatarUpload = imageUpload(AVATAR_FIELD);

export const user = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  state: accountState,
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  /** A file name under AVATARS_PATH, or null (the web app then draws initials). */
  avatar: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  userSettings,
});
export type User = z.infer<typeof user>;

export const signUpBody = z.strictObject({ username, email, password });
export const loginBody = z.strictObject({
  username: z.string({ error: v.loginUsername }).trim().min(1, v.loginUsername).max(256, v.loginUsername),
  password: z.string({ error: v.loginPassword }).min(1, v.loginPassword).max(1024, v.loginPassword),
});
export const changePasswordBody = z.strictObject({
  currentPassword: z.string({ error: v.currentPasswordRequired }).min(1, v.currentPasswordRequired).max(1024),
  newPassword,
});
export const resetRequestBody = z.strictObject({
  username: z.string({ error: v.loginUsername }).trim().min(1, v.loginUsername).max(256, v.loginUsername),
});
export const resetBody = z.strictObject({ newPassword: password });
export const updateMeBody = z
  .strictObject({ username: username.optional(), displayName: displayName.optional(), email: email.optional() });

const nothing = z.null();

export const accountRoutes = {
  signUp: route({ ...accountPaths.signUp, body: signUpBody, response: user, summary: 'Sign up' }),
  login: route({ ...accountPaths.login, body: loginBody, response: user, summary: 'Log in' }),
  logout: route({ ...accountPaths.logout, response: nothing, summary: 'Log out' }),
  resendVerification: route({ ...accountPaths.resendVerification, response: nothing, summary: 'Send a new verification link' }),
  verifyEmail: route({ ...accountPaths.verifyEmail, params: uuidParam('token'), response: nothing, summary: 'Verify an email address' }),
  changePassword: route({ ...accountPaths.changePassword, body: changePasswordBody, response: nothing, summary: 'Change password' }),
  requestReset: route({ ...accountPaths.requestReset, body: resetRequestBody, response: nothing, summary: 'Request a password reset link' }),
  resetPassword: route({ ...accountPaths.resetPassword, params: uuidParam('token'), body: resetBody, response: nothing, summary: 'Reset password' }),
  checkReset: route({ ...accountPaths.checkReset, params: uuidParam('token'), response: nothing, summary: 'Whether a password reset link can still be used' }),
  getMe: route({ ...accountPaths.getMe, response: user, summary: 'Current user' }),
  updateMe: route({ ...accountPaths.updateMe, body: updateMeBody, response: user, summary: 'Update account' }),
  updateSettings: route({ ...accountPaths.updateSettings, body: updateSettingsBody, response: user, summary: 'Update settings (only the fields sent)' }),
  uploadAvatar: route({ ...accountPaths.uploadAvatar, upload: avatarUpload, response: user, summary: 'Upload an avatar (multipart, field avatar)' }),
  removeAvatar: route({ ...accountPaths.removeAvatar, response: user, summary: 'Remove the avatar' }),
  deleteMe: route({ ...accountPaths.deleteMe, response: nothing, summary: 'Delete own account' }),
  perms: route({ ...accountPaths.perms, response: z.object({ isAdmin: z.boolean() }), summary: 'Permissions of the current user' }),
};
