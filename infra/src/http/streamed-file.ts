import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A success answer that is a file to download, not a JSON envelope (the export zip): its bytes are sent as they are
 * made, read only as fast as the client takes them, and no more once it has gone.
 */
export class StreamedFile {
  constructor(
    readonly contentType: string,
    /** The name the browser saves it under (ASCII: it goes into the header as it is). */
    readonly fileName: string,
    /** The file's bytes, a chunk at a time; iterated only when the answer is sent. */
    readonly bytes: () => AsyncIterable<Uint8Array>,
    /** Called once when the answer is over: sent, failed, or its client gone. */
    readonly done: () => void = () => undefined,
  ) {}
}

export function sendStreamedFile(reply: FastifyReply, file: StreamedFile): FastifyReply {
  const body = Readable.from(file.bytes(), { objectMode: false });
  // 'close' follows the end, an error and a destroy alike.
  body.once('close', file.done);
  return reply.type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
