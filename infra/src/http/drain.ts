import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How much of a refused body is read (and dropped), as a multiple of the limit it broke, so the client, still
 * sending, gets to read the answer: most clients read the response only once they have sent the whole body, and
 * closing on them mid-send gives them a broken pipe instead of the 413 (or 401, 404, 415...). Beyond it the answer
 * goes out at once and the connection is closed, rather than accepting an unbounded body.
 */
export const DRAIN_FACTOR = 4;

/**
 * Every answer to a request whose body has not fully arrived (refused before it was read, or while it was being
 * read: too large, not signed in, not the writer's project, wrong media type) first reads and drops the rest of
 * the body, up to DRAIN_FACTOR times `limitOf(request)`. A body that did arrive is left to Node, which drops
 * whatever nobody read.
 */
export function drainRefusedBodies(app: FastifyInstance, limitOf: (request: FastifyRequest) => number): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete) return;
    await discardBody(request, reply, DRAIN_FACTOR * limitOf(request));
  });
}

/**
 * Reads the rest of a body and drops it. Past `limit` bytes (or when Content-Length says it will be), it stops
 * reading and the connection is closed after the answer.
 */
async function discardBody(request: FastifyRequest, reply: FastifyReply, limit: number): Promise<void> {
  const raw = request.raw;
  raw.unpipe(); // a multipart parser that stopped on an error may still be attached
  if (raw.readableEnded) return;
  if (Number(request.headers['content-length']) > limit) {
    reply.header('connection', 'close');
    // Keep reading (and dropping) until the close: unread bytes at close would reset the connection, and the
    // client could lose the answer with it.
    raw.resume();
    return;
  }
  const drained = await new Promise<boolean>((resolve) => {
    let bytes = 0;
    const done = (ok: boolean) => {
      raw.off('data', count).off('end', ended).off('error', failed).off('close', failed);
      resolve(ok); // past the limit the stream stays flowing, dropping what comes, until the close
    };
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) done(false);
    };
    const ended = () => done(true);
    const failed = () => done(raw.readableEnded);
    raw.on('data', count).on('end', ended).on('error', failed).on('close', failed);
    raw.resume();
  });
  if (!drained) reply.header('connection', 'close');
}
