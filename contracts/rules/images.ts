/**
 * Images writers upload (covers, avatars; spec §5, §7, §9): at most 2 MiB, one of 7 types decided by content. The
 * route rule and served paths are in contracts/api/uploads.ts; the messages quote these.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The limit as the messages say it: "2 MB". */
export const IMAGE_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);
export const IMAGE_TYPES = ['apng', 'avif', 'gif', 'jpeg', 'png', 'svg', 'webp'] as const;
/** IMAGE_TYPES as writers know them, for the messages. */
export const IMAGE_TYPE_NAMES = 'APNG, AVIF, GIF, JPEG, PNG, SVG or WebP';
