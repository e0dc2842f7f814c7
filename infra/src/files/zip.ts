import { Inflate } from 'fflate';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { ZIP_MAX_RATIO, ZIP_MAX_UNPACKED_BYTES } from '@inkpace/contracts/rules/import/limits';

/**
 * Reading uploaded zips without trusting them (issue 29): the central directory is read first and every member is
 * judged by its name and declared sizes; then only the one member wanted is unpacked, with the same caps enforced on
 * the bytes actually produced, since declared sizes can lie. No member is ever written to disk.
 */

export interface ZipMember {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when read. */
  method: number;
  packedSize: number;
  size: number;
  localHeaderOffset: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH_BYTES = 22 + 0xffff;
/** Compressed bytes fed to the inflater at a time: one push can produce at most ~1,032× this beyond a cap. */
const INFLATE_CHUNK = 16 * 1024;

const unsafe = () => new DomainError('VALIDATION_FAILED', messages.imports.zipUnsafe);
const bomb = () => new DomainError('VALIDATION_FAILED', messages.imports.zipBomb);

/** A zip by its content: a local file header first. */
export const looksLikeZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A member name that could leave the folder it is unpacked into, or means another thing on another system. */
export function isUnsafeMemberName(name: string): boolean {
  if (name === '' || name.includes('\\') || name.includes('\0') || name.startsWith('/') || /^[A-Za-z]:/.test(name)) return true;
  return name.split('/').some((segment) => segment === '..');
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function endOfDirectory(bytes: Uint8Array, data: DataView): number {
  const lowest = Math.max(0, bytes.length - END_SEARCH_BYTES);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (data.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw unsafe();
}

/**
 * Every member of the zip, from its central directory (cheap: no member is unpacked). Refuses names that leave their
 * folder (zipUnsafe), a member declaring more than ZIP_MAX_RATIO × its packed size or members declaring more than
 * ZIP_MAX_UNPACKED_BYTES together (zipBomb), and a damaged or ZIP64 directory (zipUnsafe).
 */
export function zipMembers(bytes: Uint8Array): ZipMember[] {
  const data = view(bytes);
  if (bytes.length < 22) throw unsafe();
  const end = endOfDirectory(bytes, data);
  const count = data.getUint16(end + 10, true);
  let at = data.getUint32(end + 16, true);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const members: ZipMember[] = [];
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || data.getUint32(at, true) !== CENTRAL_HEADER) throw unsafe();
    const packedSize = data.getUint32(at + 20, true);
    const size = data.getUint32(at + 24, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const localHeaderOffset = data.getUint32(at + 42, true);
    if (packedSize === 0xffffffff || size === 0xffffffff || localHeaderOffset === 0xffffffff) throw unsafe();
    if (at + 46 + nameLength > bytes.length) throw unsafe();
    let name: string;
    try {
      name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    } catch {
      throw unsafe();
    }
    if (isUnsafeMemberName(name)) throw unsafe();
    if (size > ZIP_MAX_RATIO * Math.max(packedSize, 1)) throw bomb();
    total += size;
    if (total > ZIP_MAX_UNPACKED_BYTES) throw bomb();
    members.push({ name, method: data.getUint16(at + 10, true), packedSize, size, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return members;
}

/**
 * One member's bytes. The caps hold on what is produced, whatever the directory declared: more than the declared
 * size, ZIP_MAX_RATIO × the packed size, or ZIP_MAX_UNPACKED_BYTES stops the inflation with zipBomb.
 */
export function unpackMember(bytes: Uint8Array, member: ZipMember): Uint8Array {
  const data = view(bytes);
  const at = member.localHeaderOffset;
  if (at + 30 > bytes.length || data.getUint32(at, true) !== LOCAL_HEADER) throw unsafe();
  const start = at + 30 + data.getUint16(at + 26, true) + data.getUint16(at + 28, true);
  const end = start + member.packedSize;
  if (end > bytes.length) throw unsafe();
  const packed = bytes.subarray(start, end);
  const cap = Math.min(member.size, ZIP_MAX_RATIO * Math.max(member.packedSize, 1), ZIP_MAX_UNPACKED_BYTES);
  if (member.method === 0) {
    if (packed.length > cap) throw bomb();
    return packed;
  }
  if (member.method !== 8) throw unsafe();
  const out = new Uint8Array(cap);
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    if (produced + chunk.length > cap) throw bomb();
    out.set(chunk, produced);
    produced += chunk.length;
  });
  try {
    for (let offset = 0; offset < packed.length; offset += INFLATE_CHUNK) {
      const last = offset + INFLATE_CHUNK >= packed.length;
      inflater.push(packed.subarray(offset, offset + INFLATE_CHUNK), last);
    }
    if (packed.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unsafe(); // fflate's own errors: damaged deflate data
  }
  return out.subarray(0, produced);
}

/** The first member named one of `names`, in that order of preference; null when the zip holds none of them. */
export function memberNamed(members: readonly ZipMember[], names: readonly string[]): ZipMember | null {
  for (const name of names) {
    const found = members.find((m) => m.name === name);
    if (found) return found;
  }
  return null;
}
