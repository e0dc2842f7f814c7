import { z } from 'zod';
import { messages } from '../messages.ts';

const v = messages.validation;

/** Usernames: letters, digits, underscore and dash, starting with a letter; unique ignoring case. */
export const usernamePattern = /^[a-zA-Z][a-zA-Z0-9_-]*$/;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const DISPLAY_NAME_MIN = 3;
export const DISPLAY_NAME_MAX = 24;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

export const username = z
  .string({ error: v.usernameMin })
  .trim()
  .min(USERNAME_MIN, v.usernameMin)
  .max(USERNAME_MAX, v.usernameMax)
  .regex(usernamePattern, v.usernamePattern);

export const displayName = z
  .string({ error: v.displayNameMin })
  .trim()
  .min(DISPLAY_NAME_MIN, v.displayNameMin)
  .max(DISPLAY_NAME_MAX, v.displayNameMax);

export const email = z.string({ error: v.email }).trim().max(EMAIL_MAX, v.email).pipe(z.email(v.email));

export const password = z.string({ error: v.passwordMin }).min(PASSWORD_MIN, v.passwordMin).max(PASSWORD_MAX, v.passwordMax);

export const newPassword = z
  .string({ error: v.newPasswordMin })
  .min(PASSWORD_MIN, v.newPasswordMin)
  .max(PASSWORD_MAX, v.passwordMax);

export const measures = ['word', 'time', 'page', 'chapter', 'scene', 'line'] as const;
export const measure = z.enum(measures);
export type Measure = z.infer<typeof measure>;

/** Lower-case form used for uniqueness of usernames. */
export function usernameKey(name: string): string {
  return name.trim().toLowerCase();
}
