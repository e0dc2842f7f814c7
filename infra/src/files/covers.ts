import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { ServiceBusyError } from '../http/errors.ts';
import { detectImageType, ImageError, type ImageRenderer, type StillSpec } from '../images/index.ts';

/** Covers live in `<UPLOADS_DIR>/covers`, served at COVERS_PATH (contracts/api/project.ts). */
export const COVERS_DIR = 'covers';
/** Stored covers fit inside this box (2:3, the recommended shape) and are never enlarged. */
export const COVER_BOX = { width: 600, height: 900 } as const;
/** Larger inputs are refused before they are decoded: a 2 MB PNG can hold billions of flat pixels. */
export const COVER_MAX_INPUT_PIXELS = 40_000_000;
/** A stored cover: WebP, visually clean at cover size at quality 82, a few tens of KB. */
const COVER_STILL: StillSpec = { ...COVER_BOX, fit: 'inside', quality: 82, maxInputPixels: COVER_MAX_INPUT_PIXELS };

/** Names of stored covers: a random v4 UUID and `.webp`. Nothing else is ever read, served or deleted. */
const COVER_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/;

export function isCoverFileName(name: string): boolean {
  return COVER_FILE_NAME.test(name);
}

/** A cover upload that is not one of the allowed image types, or that cannot be decoded. A 400 on the wire. */
export class CoverError extends DomainError {
  constructor(readonly reason: 'type' | 'unreadable') {
    super('VALIDATION_FAILED', reason === 'type' ? messages.errors.coverType : messages.errors.coverUnreadable);
    this.name = 'CoverError';
  }
}

/**
 * Turns an uploaded image into the stored cover: a WebP that fits inside 600x900, never enlarged, upright, without
 * metadata, first frame only (images/pipeline.ts), rendered under the renderer's time and pixel budgets.
 * Throws CoverError('type') for anything but the 7 allowed types, CoverError('unreadable') when decoding fails or
 * takes longer than the render deadline, and ServiceBusyError (503) when every render process stays taken.
 */
export async function processCover(images: ImageRenderer, input: Buffer): Promise<Buffer> {
  const type = detectImageType(input);
  if (!type) throw new CoverError('type');
  try {
    return await images.render(input, type, COVER_STILL);
  } catch (error) {
    if (!(error instanceof ImageError)) throw error;
    if (error.reason === 'busy') throw new ServiceBusyError(error.retryAfterSeconds);
    throw new CoverError(error.reason);
  }
}

/**
 * Processes an upload (see processCover) and stores it as `<uploadsDir>/covers/<random uuid>.webp`. Names are
 * never reused, so the file can be cached forever. The file appears under its name only once complete.
 */
export async function storeCover(uploadsDir: string, images: ImageRenderer, upload: Buffer): Promise<{ fileName: string }> {
  const webp = await processCover(images, upload);
  const dir = path.join(uploadsDir, COVERS_DIR);
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
 * Deletes a stored cover. Only names of our own shape are accepted (so no path can reach outside the covers
 * folder); anything else throws. A file that is already gone is not an error: removal is idempotent.
 */
export async function removeCover(uploadsDir: string, fileName: string): Promise<void> {
  if (!isCoverFileName(fileName)) throw new Error(`not a stored cover name: ${JSON.stringify(fileName)}`);
  await fs.rm(path.join(uploadsDir, COVERS_DIR, fileName), { force: true });
}
