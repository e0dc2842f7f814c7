import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
/** Smaller answers are not worth compressing (the headers cost more than the saving). */
const GZIP_FROM_BYTES = 1024;

/**
 * A success answer serialised once and sent many times (the query API's versioned cache): the envelope's bytes,
 * a gzipped copy for clients that accept it, and an entity tag so a client holding the same version gets a 304.
 */
export class RawJson<T = unknown> {
  declare readonly _holds?: T;
  private constructor(
    readonly body: Buffer,
    readonly gzipped: Buffer | null,
    readonly etag: string | null,
  ) {}

  /** Wraps already-serialised `data` JSON in the success envelope. */
  static async of<T>(dataJson: string, etag: string | null = null): Promise<RawJson<T>> {
    const body = Buffer.from(`{"success":true,"data":${dataJson}}`);
    const gzipped = body.length >= GZIP_FROM_BYTES ? await gzipAsync(body) : null;
    return new RawJson<T>(body, gzipped, etag);
  }

  get byteLength(): number {
    return this.body.length + (this.gzipped?.length ?? 0);
  }
}

export const acceptsGzip = (request: FastifyRequest): boolean => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** Whether the client says it holds the answer tagged `etag` (If-None-Match). */
export const heldEtag = (request: FastifyRequest, etag: string): boolean =>
  String(request.headers['if-none-match'] ?? '').split(',').map((t) => t.trim()).includes(etag);

/** Sends a RawJson: 304 when the client already holds this version, gzip when accepted. */
export function sendRawJson(request: FastifyRequest, reply: FastifyReply, raw: RawJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (raw.etag) {
    // Private data, revalidated on every use: the browser keeps it and asks "still this version?".
    reply.header('etag', raw.etag).header('cache-control', 'private, no-cache');
    if (heldEtag(request, raw.etag)) return reply.code(304).send();
  }
  if (raw.gzipped && acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(raw.gzipped);
  return reply.send(raw.body);
}
