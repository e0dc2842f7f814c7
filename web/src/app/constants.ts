/** The web app's version (spec §9): the changelog's "Updates!" tag compares it with the last viewed one. */
export const APP_VERSION = '1.4.0';
/** Help lives on the contact page until the project has a help site. */
export const HELP_URL = '/contact#help';
/** Spec §9: redirect and notification timings. */
export const REDIRECT_AFTER_FORM_MS = 1000;
export const REDIRECT_AFTER_LINK_MS = 2000;
export const TOAST_MS = 3000;
