import { messages } from '../messages.ts';
import type { UploadRule } from './route.ts';

/**
 * Images writers upload: project covers and avatars (spec §5, §7, §9). One rule for both: one file, at most 2 MiB,
 * one of 7 types decided by its content (infra/src/images), stored re-encoded as WebP under a random name.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['apng', 'avif', 'gif', 'jpeg', 'png', 'svg', 'webp'] as const;
/** What the file picker offers; the server decides by content, not by this. */
export const IMAGE_ACCEPT = 'image/apng,image/avif,image/gif,image/jpeg,image/png,image/svg+xml,image/webp';

/** Where each kind of stored image is served from: `${UPLOAD_PATHS[kind]}/${fileName}`. */
export const UPLOAD_PATHS = { covers: '/uploads/covers', avatars: '/uploads/avatars' } as const;
export type UploadKind = keyof typeof UPLOAD_PATHS;
export const UPLOAD_KINDS = Object.keys(UPLOAD_PATHS) as UploadKind[];

/** The URL of a stored image of a kind, from the file name the API sends (`cover`, `avatar`). */
export const uploadUrl = (kind: UploadKind, fileName: string): string => `${UPLOAD_PATHS[kind]}/${encodeURIComponent(fileName)}`;

/** The upload rule of a route that takes one image in the multipart field `field`. */
export const imageUpload = (field: string): UploadRule => ({
  field, maxBytes: IMAGE_MAX_BYTES, missingMessage: messages.errors.imageMissing(field), tooLargeMessage: messages.errors.imageTooLarge,
});
