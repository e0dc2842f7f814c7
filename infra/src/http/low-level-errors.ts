import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorStatus, type ErrorCode } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';

const envelope = (code: ErrorCode, message: string) => JSON.stringify({ success: false, error: { code, message } });

/** A request line longer than this in a request refused for its size means the address, not the headers, was too long. */
const LONG_REQUEST_LINE = 8 * 1024;

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers or an address over the size limit,
 * malformed requests), answered in the API's envelope instead of Fastify's own shape, then the connection closes
 * (the parser cannot go on with it).
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let code: ErrorCode = 'VALIDATION_FAILED';
  let message: string = messages.errors.malformedRequest;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node hands over what it had read (typed loosely by Fastify; a Buffer at run time).
    const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0);
    const lineEnd = packet.indexOf('\r\n');
    const longLine = lineEnd === -1 ? packet.length > LONG_REQUEST_LINE : lineEnd > LONG_REQUEST_LINE;
    [code, message] = longLine ? ['URI_TOO_LONG', messages.errors.uriTooLong] : ['HEADERS_TOO_LARGE', messages.errors.headersTooLarge];
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    [code, message] = ['REQUEST_TIMEOUT', messages.errors.requestTimeout];
  }
  const status = errorStatus[code];
  const body = envelope(code, message);
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/** Fastify's router errors (a path segment over the length limit, a badly encoded address) in the API's envelope. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(errorStatus.URI_TOO_LONG).send(JSON.parse(envelope('URI_TOO_LONG', messages.errors.uriTooLong)) as unknown);
    return;
  }
  void reply.code(errorStatus.VALIDATION_FAILED).send(JSON.parse(envelope('VALIDATION_FAILED', messages.errors.malformedRequest)) as unknown);
}

/** No address of the API or the web app is anywhere near this long; longer ones are refused before routing. */
export const MAX_PATH_LENGTH = 2_048;

/** An over-long address is a 414 in the envelope, whatever route it would match (the web app's wildcard included). */
export function refuseLongPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (path.length > MAX_PATH_LENGTH) {
      return reply.code(errorStatus.URI_TOO_LONG).send(JSON.parse(envelope('URI_TOO_LONG', messages.errors.uriTooLong)) as unknown);
    }
  });
}
