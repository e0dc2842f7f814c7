import { createHash, type Hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What stands for a multipart boundary in the hash. */
const BOUNDARY_MARK = Buffer.from('\0boundary\0');

/**
 * A SHA-256 of a request body with every occurrence of its multipart boundary replaced by one mark: browsers (and
 * curl) draw a new random boundary for every send, so a retry of the same upload would otherwise hash differently.
 * A JSON body (no boundary) is hashed as sent. Boundaries split across chunks are found through a carried tail.
 */
export class BodyHash {
  private readonly hash: Hash = createHash('sha256');
  private carry: Buffer = Buffer.alloc(0);
  private digested: string | null = null;
  private readonly boundary: Buffer | null;

  constructor(boundary: string | null) {
    this.boundary = boundary ? Buffer.from(boundary, 'latin1') : null;
  }

  update(chunk: Buffer): void {
    const boundary = this.boundary;
    if (!boundary) {
      this.hash.update(chunk);
      return;
    }
    const buf = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    let from = 0;
    for (let at = buf.indexOf(boundary, from); at >= 0; at = buf.indexOf(boundary, from)) {
      this.hash.update(buf.subarray(from, at));
      this.hash.update(BOUNDARY_MARK);
      from = at + boundary.length;
    }
    // The last boundary.length - 1 bytes may be the start of a boundary that the next chunk completes.
    const keep = Math.max(from, buf.length - (boundary.length - 1));
    this.hash.update(buf.subarray(from, keep));
    this.carry = Buffer.from(buf.subarray(keep));
  }

  /** The hex digest of everything seen so far (the whole body once it has been read). */
  digest(): string {
    if (this.digested === null) {
      this.hash.update(this.carry);
      this.digested = this.hash.digest('hex');
    }
    return this.digested;
  }
}

/** The boundary of a multipart/form-data content type (quoted or not), or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m?.[1] ?? m?.[2] ?? null;
}

/**
 * Hashes the body as whoever reads it (the JSON parser, a multipart reader) streams it through: a second 'data'
 * listener sees every chunk they see. The stream is paused first so that adding the listener does not start it
 * flowing before its reader is attached (which would lose those chunks to the reader); the reader's resume()
 * or pipe() starts it.
 */
export function tapBody(raw: IncomingMessage): BodyHash {
  const hash = new BodyHash(multipartBoundary(raw.headers['content-type']));
  raw.pause();
  raw.on('data', (chunk: Buffer | string) => hash.update(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
  return hash;
}
