import { messages } from '../messages.ts';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../rules/images.ts';
import type { UploadRule } from './route.ts';

/*
 * Images writers upload: project covers and avatars (spec §5, §7, §9). One rule for both: one file, at most
 * IMAGE_MAX_BYTES, one of IMAGE_TYPES decided by its content (contracts/rules/images.ts, infra/src/images), stored
 * re-encoded as WebP under a random name.
 */

/** What the file picker offers (the media types of IMAGE_TYPES); the server decides by content, not by this. */
export const IMAGE_ACCEPT = IMAGE_TYPES.map((type) => (type === 'svg' ? 'image/svg+xml' : `image/${type}`)).join(',');

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
