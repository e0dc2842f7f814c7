/**
 * The bounds of imports and exports (issue 29): each number once, read by the schemas, the server's checks and the
 * messages that say them. A module with no imports, so the messages can say them.
 */

/** The largest file POST /api/v1/import takes (a zip, a CSV or a paste). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** The most entries one import may bring. */
export const IMPORT_MAX_ENTRIES = 1_000_000;
/** A zip member is refused when it unpacks to more than this many times its packed size (a zip bomb). */
export const ZIP_MAX_RATIO = 100;
/** A zip is refused when its members together unpack to more than this. */
export const ZIP_MAX_UNPACKED_BYTES = 500 * 1024 * 1024;
/** Rows of the file a preview shows, with every problem of the whole file. */
export const IMPORT_PREVIEW_ROWS = 10;
/** The most problems an import reports (the first ones, by line); the rest are counted. */
export const IMPORT_PROBLEMS_MAX = 1000;
/** An import's state can be read for this long after it finished. */
export const IMPORT_STATUS_KEEP_HOURS = 24 * 7;
/** How long an Idempotency-Key is remembered: a repeat within it gets the first answer again. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** An Idempotency-Key: 1–255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_MAX = 255;
/** Exports one writer may start per minute (the reference's rate). */
export const EXPORTS_PER_MINUTE = 1;
/** An export job's zip (and its state) is kept this long after it was started, then swept. */
export const EXPORT_FILE_KEEP_HOURS = 24;

/** The NaNoWriMo wizard's "New Project" choice (spec §4, §9). */
export const NEW_PROJECT_MARKER = -1;
/** The new project of a NaNoWriMo import (spec §9): this description, phase drafting, no starting balance. */
export const NANO_PROJECT_DESCRIPTION = 'Imported from NaNoWriMo';
