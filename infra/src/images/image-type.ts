import { IMAGE_TYPES } from '@inkpace/contracts/rules/images';

/** The image types uploads may have (contracts/rules/images.ts; decided by content). */
export type ImageType = (typeof IMAGE_TYPES)[number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type of an upload, decided by its bytes alone (never by the declared content type or file name),
 * or null when it is none of the allowed types. sharp reads many more formats (TIFF, HEIC, raw, PDF...), so this
 * is the allow-list; the render (pipeline.ts) then checks that sharp read the file as the same format.
 */
export function detectImageType(buf: Buffer): ImageType | null {
  if (startsWith(buf, PNG_SIGNATURE)) return isAnimatedPng(buf) ? 'apng' : 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(buf)) return 'avif';
  if (isSvg(buf)) return 'svg';
  return null;
}

function startsWith(buf: Buffer, prefix: Buffer): boolean {
  return buf.length >= prefix.length && buf.subarray(0, prefix.length).equals(prefix);
}

function ascii(buf: Buffer, start: number, end: number): string {
  return buf.length >= end ? buf.toString('latin1', start, end) : '';
}

/** APNG is a PNG whose animation control chunk (acTL) comes before the first image data chunk (IDAT). */
function isAnimatedPng(buf: Buffer): boolean {
  let offset = PNG_SIGNATURE.length;
  while (offset + 8 <= buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = ascii(buf, offset + 4, offset + 8);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    offset += 12 + length; // length, type, data, CRC
  }
  return false;
}

/** AVIF is an ISO-BMFF file whose leading `ftyp` box names the avif (still) or avis (sequence) brand. */
function isAvif(buf: Buffer): boolean {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return false;
  const boxSize = buf.readUInt32BE(0);
  if (boxSize < 16 || boxSize > buf.length) return false;
  const brands = [ascii(buf, 8, 12)]; // major brand; 12..16 is the minor version
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(buf, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/**
 * Strict SVG sniffing: UTF-8 text whose first element is `<svg`, preceded by nothing but an optional BOM, an XML
 * declaration, comments, whitespace and a DOCTYPE without an internal subset (so no entity declarations: no
 * "billion laughs" and no external entities). Anything else — HTML, other XML, UTF-16 — is not an SVG cover.
 */
export function isSvg(buf: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buf);
  } catch {
    return false;
  }
  if (text.includes('\0')) return false;
  let rest = text;
  if (rest.startsWith('<?xml')) {
    const end = rest.indexOf('?>');
    if (end < 0 || !/^<\?xml\s/.test(rest)) return false;
    rest = rest.slice(end + 2);
  }
  for (;;) {
    rest = rest.trimStart();
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->', 4);
      if (end < 0) return false;
      rest = rest.slice(end + 3);
    } else if (/^<!DOCTYPE\s+svg[\s>]/.test(rest)) {
      const end = rest.indexOf('>');
      if (end < 0 || rest.slice(0, end).includes('[')) return false;
      rest = rest.slice(end + 1);
    } else {
      break;
    }
  }
  return /^<svg[\s>/]/.test(rest);
}
