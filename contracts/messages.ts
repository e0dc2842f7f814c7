import { NOT_FOUND_PAGE } from './not-found-message.ts';
import { empty } from './messages/empty.ts';
import { errors } from './messages/errors.ts';
import { imports } from './messages/imports.ts';
import { confirm, notes, pace } from './messages/guidance.ts';
import { success } from './messages/success.ts';
import { validation } from './messages/validation.ts';

/**
 * The product's user-facing strings, once. Quoted strings of the spec are verbatim; the server's own messages
 * (where the spec is silent) are written here too so the web app can show the same words. Each group lives in
 * its own file under messages/; this object is the one name everything imports.
 */
export const messages = {
  validation,
  errors,
  success,
  empty,
  notes,
  confirm,
  pace,
  imports,
  notFoundPage: NOT_FOUND_PAGE,
} as const;
