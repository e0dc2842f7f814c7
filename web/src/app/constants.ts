/**
 * The app's version (spec §9: the changelog's "Updates!" tag compares it with the last viewed one): `version` in the
 * repository's package.json, put in at build time (web/vite.config.ts). The writers' changelog (WHATS-NEW.md) has
 * it as its newest heading.
 */
export const APP_VERSION: string = __APP_VERSION__;
/** Help lives on the contact page until the project has a help site. */
export const HELP_URL = '/contact#help';
/** Spec §9: redirect and notification timings. */
export const REDIRECT_AFTER_FORM_MS = 1000;
export const REDIRECT_AFTER_LINK_MS = 2000;
export const TOAST_MS = 3000;
/** Undo (issue 28): how long the toast after a delete offers Undo (longer than TOAST_MS: time to notice and act). */
export const UNDO_MS = 10_000;
