import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadKind } from '@inkpace/contracts/api/uploads';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { ServiceBusyError } from '../http/errors.ts';
import { detectImageType, ImageError, type ImageRenderer, type StillSpec } from '../images/index.ts';

/** Larger inputs are refused before they are decoded: a 2 MB PNG can hold billions of flat pixels. */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** Stored covers fit inside this box (2:3, the recommended shape) and are never enlarged. */
export const COVER_BOX = { width: 600, height: 900 } as const;
/** Stored avatars fill this square (cropped to it, never enlarged): sharp at the largest size shown, 64 px at 3x. */
export const AVATAR_BOX = { width: 192, height: 192 } as const;

/**
 * How each kind of uploaded image is stored: in `<UPLOADS_DIR>/<kind>` (served at UPLOAD_PATHS[kind],
 * contracts/api/uploads.ts), as a WebP of a fixed size. Quality 82 is visually clean at these sizes: a few tens of KB.
 */
export const STORED_IMAGES: Record<UploadKind, StillSpec> = {
  covers: { ...COVER_BOX, fit: 'inside', quality: 82, maxInputPixels: IMAGE_MAX_INPUT_PIXELS },
  avatars: { ...AVATAR_BOX, fit: 'cover', quality: 82, maxInputPixels: IMAGE_MAX_INPUT_PIXELS },
};

/** Names of stored images: a random v4 UUID and `.webp`. Nothing else is ever read, served or deleted. */
const STORED_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/;

export function isStoredImageName(name: string): boolean {
  return STORED_FILE_NAME.test(name);
}

/** An upload that is not one of the allowed image types, or that cannot be decoded. A 400 on the wire. */
export class UploadedImageError extends DomainError {
  constructor(readonly reason: 'type' | 'unreadable') {
    super('VALIDATION_FAILED', reason === 'type' ? messages.errors.imageType : messages.errors.imageUnreadable);
    this.name = 'UploadedImageError';
  }
}

/**
 * Turns an uploaded image into a stored one of its kind: a WebP of the kind's size, never enlarged, upright,
 * without metadata, first frame only, SVG rasterised (images/pipeline.ts), rendered under the renderer's time and
 * pixel budgets. Throws UploadedImageError('type') for anything but the 7 allowed types (decided by content),
 * UploadedImageError('unreadable') when decoding fails or takes longer than the render deadline, and
 * ServiceBusyError (503) when every render process stays taken.
 */
export async function processImage(images: ImageRenderer, kind: UploadKind, input: Buffer): Promise<Buffer> {
  const type = detectImageType(input);
  if (!type) throw new UploadedImageError('type');
  try {
    return await images.render(input, type, STORED_IMAGES[kind]);
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    if (error.reason === 'busy') throw new ServiceBusyError(error.retryAfterSeconds);
    throw new UploadedImageError(error.reason);
  }
}

/**
 * Processes an upload (see processImage) and stores it as `<uploadsDir>/<kind>/<random uuid>.webp`. Names are
 * never reused, so the file can be cached forever. The file appears under its name only once complete.
 */
export async function storeImage(uploadsDir: string, images: ImageRenderer, kind: UploadKind, upload: Buffer): Promise<{ fileName: string }> {
  const webp = await processImage(images, kind, upload);
  const dir = path.join(uploadsDir, kind);
  await fs.mkdir(dir, { recursive: true });
  const fileName = `${randomUUID()}.webp`;
  const partial = path.join(dir, `.${fileName}.partial`);
  try {
    await fs.writeFile(partial, webp, { flag: 'wx' });
    await fs.rename(partial, path.join(dir, fileName));
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  return { fileName };
}

/**
 * Deletes a stored image. Only names of our own shape are accepted (so no path can reach outside the kind's
 * folder); anything else throws. A file that is already gone is not an error: removal is idempotent.
 */
export async function removeImage(uploadsDir: string, kind: UploadKind, fileName: string): Promise<void> {
  if (!isStoredImageName(fileName)) throw new Error(`not a stored image name: ${JSON.stringify(fileName)}`);
  await fs.rm(path.join(uploadsDir, kind, fileName), { force: true });
}
