import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { messages } from '@inkpace/contracts/messages';
import { DomainError } from '@inkpace/contracts/errors';
import { detectImageType, type CoverType } from './image-type.ts';

/** Covers live in `<UPLOADS_DIR>/covers`, served at COVERS_PATH (contracts/api/project.ts). */
export const COVERS_DIR = 'covers';
/** Stored covers fit inside this box (2:3, the recommended shape) and are never enlarged. */
export const COVER_BOX = { width: 600, height: 900 } as const;
/** Larger inputs are refused before they are decoded: a 2 MB PNG can hold billions of flat pixels. */
export const COVER_MAX_INPUT_PIXELS = 40_000_000;
/** WebP quality of stored covers: visually clean at cover size, a few tens of KB. */
const WEBP_QUALITY = 82;
/** The resolution librsvg renders SVG at unless told otherwise (CSS pixels). */
const SVG_BASE_DENSITY = 72;

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

/** The format sharp must report for each allowed type: the loader it picked has to agree with our sniffing. */
const SHARP_FORMAT: Record<CoverType, string> = {
  apng: 'png', png: 'png', jpeg: 'jpeg', gif: 'gif', webp: 'webp', avif: 'heif', svg: 'svg',
};

function agrees(type: CoverType, meta: Metadata): boolean {
  if (meta.format !== SHARP_FORMAT[type]) return false;
  return type !== 'avif' || meta.compression === 'av1'; // HEIC shares the heif loader and is not allowed
}

/**
 * Turns an uploaded image into the stored cover: a WebP that fits inside 600x900, never enlarged, turned upright
 * by its EXIF orientation, with no metadata (EXIF, GPS, XMP, ICC are dropped; colours converted to sRGB).
 * Animated inputs (GIF, APNG, animated WebP/AVIF) keep only their first frame: a cover is a still picture, and
 * decoding every frame would multiply the pixel budget. SVG is rasterised by librsvg (which runs no script and,
 * given a buffer, loads no external file), so the stored file is never SVG.
 * Throws CoverError('type') for anything but the 7 allowed types and CoverError('unreadable') when decoding fails.
 */
export async function processCover(input: Buffer): Promise<Buffer> {
  const type = detectImageType(input);
  if (!type) throw new CoverError('type');
  const base: SharpOptions = { limitInputPixels: COVER_MAX_INPUT_PIXELS, failOn: 'error', pages: 1 };
  let meta: Metadata;
  try {
    // An SVG's declared size says nothing about the work to render it (that is chosen below), so its header is
    // read without the pixel limit; every raster is held to it from the start.
    meta = await sharp(input, type === 'svg' ? { ...base, limitInputPixels: false } : base).metadata();
  } catch {
    throw new CoverError('unreadable');
  }
  if (!agrees(type, meta)) throw new CoverError('type');
  const options = type === 'svg' ? { ...base, density: svgDensity(meta) } : base;
  try {
    return await sharp(input, options)
      .autoOrient()
      .resize({ ...COVER_BOX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw new CoverError('unreadable');
  }
}

/** Renders an SVG straight at the size that fills the cover box: vector art is sharp at any size. */
function svgDensity(meta: Metadata): number {
  const width = meta.width || COVER_BOX.width;
  const height = meta.height || COVER_BOX.height;
  const scale = Math.min(COVER_BOX.width / width, COVER_BOX.height / height);
  return Math.min(100_000, Math.max(1, SVG_BASE_DENSITY * scale));
}

/**
 * Processes an upload (see processCover) and stores it as `<uploadsDir>/covers/<random uuid>.webp`. Names are
 * never reused, so the file can be cached forever. The file appears under its name only once complete.
 */
export async function storeCover(uploadsDir: string, upload: Buffer): Promise<{ fileName: string }> {
  const webp = await processCover(upload);
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
