import type { Readable } from 'node:stream';

/**
 * The few parts of the POSIX ustar format a backup needs: regular files only, written and read as streams. A tar is
 * read front to back, so a restore can check every member and then apply it without ever holding the file.
 */

const BLOCK = 512;
const NAME_BYTES = 100;
const PREFIX_BYTES = 155;
const ZERO_BLOCKS = Buffer.alloc(BLOCK * 2);

export class TarFormatError extends Error {}

function writeText(header: Buffer, text: string, at: number, length: number): void {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > length) throw new TarFormatError(`tar field too long: ${text}`);
  bytes.copy(header, at);
}

/** Octal numbers, zero-padded and NUL-terminated, as ustar writes them. */
const octal = (value: number, length: number): string => value.toString(8).padStart(length - 1, '0');

/** Long names go into the ustar prefix field, split at a slash. */
function splitName(name: string): { prefix: string; rest: string } {
  if (Buffer.byteLength(name) <= NAME_BYTES) return { prefix: '', rest: name };
  for (let at = name.indexOf('/'); at !== -1; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const rest = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= PREFIX_BYTES && Buffer.byteLength(rest) <= NAME_BYTES) return { prefix, rest };
  }
  throw new TarFormatError(`name too long for a tar member: ${name}`);
}

/** The 512-byte header of a regular file of `size` bytes. */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, rest } = splitName(name);
  writeText(header, rest, 0, NAME_BYTES);
  writeText(header, octal(0o644, 8), 100, 8);
  writeText(header, octal(0, 8), 108, 8);
  writeText(header, octal(0, 8), 116, 8);
  writeText(header, octal(size, 12), 124, 12);
  writeText(header, octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12);
  header.fill(0x20, 148, 156); // the checksum is computed with its own field as spaces
  header[156] = 0x30; // '0': a regular file
  writeText(header, 'ustar', 257, 6);
  writeText(header, '00', 263, 2);
  writeText(header, prefix, 345, PREFIX_BYTES);
  let sum = 0;
  for (const byte of header) sum += byte;
  writeText(header, `${octal(sum, 7)}\0`, 148, 8);
  return header;
}

/** The zero bytes after a member's data that fill its last block. */
export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The end of an archive: two zero blocks. */
export const tarEnd = (): Buffer => ZERO_BLOCKS;

export interface TarMember {
  name: string;
  size: number;
}

const field = (header: Buffer, at: number, length: number): string => {
  const raw = header.subarray(at, at + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

function parseHeader(header: Buffer): TarMember {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
  const stored = parseInt(field(header, 148, 8).trim(), 8);
  if (stored !== sum || field(header, 257, 5) !== 'ustar') throw new TarFormatError('damaged tar header');
  const type = header[156];
  if (type !== 0x30 && type !== 0) throw new TarFormatError('unexpected tar member type');
  const size = parseInt(field(header, 124, 12).trim(), 8);
  if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('damaged tar header');
  const prefix = field(header, 345, PREFIX_BYTES);
  const rest = field(header, 0, NAME_BYTES);
  return { name: prefix ? `${prefix}/${rest}` : rest, size };
}

/**
 * Reads a tar stream member by member. `onMember` gets each member with its data as chunks, in order; the stream is
 * not read further until the promise it returns settles. Throws TarFormatError on a damaged or truncated archive.
 */
export async function readTar(
  input: Readable,
  onMember: (member: TarMember, chunks: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let pending: Buffer = Buffer.alloc(0);
  /** Exactly `n` bytes, or fewer only at the end of the input. */
  const take = async (n: number): Promise<Buffer> => {
    while (pending.length < n) {
      const next = await iterator.next();
      if (next.done) break;
      pending = pending.length === 0 ? next.value : Buffer.concat([pending, next.value]);
    }
    const out = pending.subarray(0, n);
    pending = pending.subarray(out.length);
    return out;
  };
  /** Bytes of the current member not yet read; a handler that stops early leaves them to be skipped. */
  let left = 0;
  async function* body(): AsyncGenerator<Buffer> {
    while (left > 0) {
      if (pending.length === 0) {
        const next = await iterator.next();
        if (next.done) throw new TarFormatError('the archive ends inside a member (truncated)');
        pending = next.value;
      }
      const out = pending.subarray(0, Math.min(left, pending.length));
      pending = pending.subarray(out.length);
      left -= out.length;
      yield out;
    }
  }
  for (;;) {
    const header = await take(BLOCK);
    if (header.length < BLOCK) throw new TarFormatError('the archive ends without its end marker (truncated)');
    if (header.every((b) => b === 0)) return;
    const member = parseHeader(header);
    left = member.size;
    await onMember(member, body());
    for await (const skipped of body()) void skipped;
    const padding = await take(tarPadding(member.size).length);
    if (padding.length < tarPadding(member.size).length) throw new TarFormatError('the archive ends inside a member (truncated)');
  }
}
