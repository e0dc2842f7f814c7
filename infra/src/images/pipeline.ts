import sharp, { type Metadata, type SharpOptions } from 'sharp';
import type { ImageType } from './image-type.ts';

/** What an upload becomes: a still WebP in a box, never enlarged. */
export interface StillSpec {
  width: number;
  height: number;
  /** `inside`: the whole picture fits the box (covers); `cover`: it fills the box and the rest is cropped. */
  fit: 'inside' | 'cover';
  /** WebP quality, 1–100. */
  quality: number;
  /** Rasters with more pixels are refused from their header, before decoding; SVG is never drawn larger. */
  maxInputPixels: number;
}

/** Why an image was refused: not the type its bytes claim, or it could not be decoded (or not in time). */
export type RefusalReason = 'type' | 'unreadable';

export type RenderOutcome = { ok: true; output: Buffer } | { ok: false; reason: RefusalReason };

/** The resolution librsvg renders SVG at unless told otherwise (CSS pixels). */
const SVG_BASE_DENSITY = 72;

/** The format sharp must report for each allowed type: the loader it picked has to agree with our sniffing. */
const SHARP_FORMAT: Record<ImageType, string> = {
  apng: 'png', png: 'png', jpeg: 'jpeg', gif: 'gif', webp: 'webp', avif: 'heif', svg: 'svg',
};

function agrees(type: ImageType, meta: Metadata): boolean {
  if (meta.format !== SHARP_FORMAT[type]) return false;
  return type !== 'avif' || meta.compression === 'av1'; // HEIC shares the heif loader and is not allowed
}

/**
 * Turns an upload of a sniffed type into a WebP still: turned upright by its EXIF orientation, with no metadata
 * (EXIF, GPS, XMP, ICC are dropped; colours converted to sRGB). Animated inputs keep only their first frame: decoding
 * every frame would multiply the pixel budget. SVG is rasterised by librsvg (which runs no script and, given a
 * buffer, loads no external file), so the output is never SVG.
 *
 * This runs unbounded in time: callers run it in a render process that is killed at a deadline (renderer.ts).
 */
export async function renderStill(input: Buffer, type: ImageType, spec: StillSpec): Promise<RenderOutcome> {
  const base: SharpOptions = { limitInputPixels: spec.maxInputPixels, failOn: 'error', pages: 1 };
  let meta: Metadata;
  try {
    // An SVG's declared size says nothing about the work to render it (that is chosen below), so its header is
    // read without the pixel limit; every raster is held to it from the header on, before any decoding.
    meta = await sharp(input, type === 'svg' ? { ...base, limitInputPixels: false } : base).metadata();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!agrees(type, meta)) return { ok: false, reason: 'type' };
  const options = type === 'svg' ? { ...base, density: svgDensity(meta, spec) } : base;
  try {
    const output = await sharp(input, options)
      .autoOrient()
      .resize({ width: spec.width, height: spec.height, fit: spec.fit, withoutEnlargement: true })
      .webp({ quality: spec.quality })
      .toBuffer();
    return { ok: true, output };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/**
 * Renders an SVG straight at the size the box needs (vector art is sharp at any size), but never at more pixels
 * than the budget: filling a box with a very thin drawing would otherwise ask for an enormous canvas.
 */
function svgDensity(meta: Metadata, spec: StillSpec): number {
  const width = meta.width || spec.width;
  const height = meta.height || spec.height;
  const scales = [spec.width / width, spec.height / height];
  const fitting = spec.fit === 'inside' ? Math.min(...scales) : Math.max(...scales);
  const withinBudget = Math.sqrt(spec.maxInputPixels / (width * height));
  return Math.min(100_000, Math.max(1, SVG_BASE_DENSITY * Math.min(fitting, withinBudget)));
}
