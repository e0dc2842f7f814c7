import { pipeline, Readable } from 'node:stream';
import { constants, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip, heldEtag } from './raw-json.ts';

export interface StreamedJsonOptions {
  etag?: string | null;
  /** Called once when the answer is over: sent, a 304, failed, or its client gone. */
  done?: () => void;
  /**
   * Between items: ", " as PostgreSQL writes a jsonb array (the default), "," as JSON.stringify does, so the bytes
   * are those of the same list built whole.
   */
  separator?: string;
}

/**
 * A success answer whose `data` is a long JSON array, sent as its items are read rather than built whole: the
 * envelope's opening, then each chunk of items (already serialised, e.g. by PostgreSQL) as it comes, then the
 * closing. Memory stays at about one chunk whatever the length, and nothing builds one value of the whole list
 * (PostgreSQL's jsonb stops at 256 MB). Chunks are read only as fast as the client takes them, and no more once it
 * has gone.
 */
export class StreamedJson<T = unknown> {
  declare readonly _holds?: T;
  readonly etag: string | null;
  readonly done: () => void;
  readonly separator: string;
  constructor(
    /** The items, a chunk at a time; iterated only when the answer is sent (never for a 304). */
    readonly chunks: () => AsyncIterable<readonly string[]>,
    options: StreamedJsonOptions = {},
  ) {
    this.etag = options.etag ?? null;
    this.done = options.done ?? (() => undefined);
    this.separator = options.separator ?? ', ';
  }
}

async function* envelopeBytes(chunks: AsyncIterable<readonly string[]>, separator: string): AsyncGenerator<Buffer> {
  yield Buffer.from('{"success":true,"data":[');
  let first = true;
  for await (const items of chunks) {
    if (items.length === 0) continue;
    yield Buffer.from(`${first ? '' : separator}${items.join(separator)}`);
    first = false;
  }
  yield Buffer.from(']}');
}

/** Sends a StreamedJson: 304 when the client already holds this version, gzip (quick level) when accepted. */
export function sendStreamedJson(request: FastifyRequest, reply: FastifyReply, streamed: StreamedJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (streamed.etag) {
    reply.header('etag', streamed.etag).header('cache-control', 'private, no-cache');
    if (heldEtag(request, streamed.etag)) {
      streamed.done();
      return reply.code(304).send();
    }
  }
  const body = Readable.from(envelopeBytes(streamed.chunks(), streamed.separator), { objectMode: false });
  // 'close' follows the end, an error and a destroy alike (the client gone, or the gzip stream failing).
  body.once('close', streamed.done);
  // A long answer is compressed as it goes; the quickest level keeps that from costing more than reading it.
  if (acceptsGzip(request)) {
    // pipeline, not pipe: a failed read or a client gone destroys both streams, so neither waits for the other.
    const gzipped = pipeline(body, createGzip({ level: constants.Z_BEST_SPEED }), () => undefined);
    return reply.header('content-encoding', 'gzip').send(gzipped);
  }
  return reply.send(body);
}
