import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_KINDS, UPLOAD_PATHS } from '@inkpace/contracts/api/uploads';
import type { UploadRule } from '@inkpace/contracts/api/route';
import { notFound } from '@inkpace/contracts/rules/access';
import { isStoredImageName } from '../files/stored-images.ts';
import { DomainError } from '@inkpace/contracts/errors';
import { claimKeyAfterBody } from './idempotency.ts';

/** One file, nothing else: a second file, any plain field or a third part ends the parse with an error. */
export const MULTIPART_LIMITS = { files: 1, fields: 0, parts: 2 } as const;

/**
 * The routes that take a multipart body (their route def names an UploadRule), per server. Everywhere else multipart
 * is refused with 415: the API speaks JSON, and an HTML form on another site can post multipart without a preflight.
 */
const uploadRoutes = new WeakMap<FastifyInstance, Map<string, UploadRule>>();

/** Lets `url` take uploads under `rule` (registerRoute calls this for route defs with `upload`). */
export function allowUploads(app: FastifyInstance, url: string, rule: UploadRule): void {
  const routes = uploadRoutes.get(app) ?? new Map<string, UploadRule>();
  routes.set(url, rule);
  uploadRoutes.set(app, routes);
}

/** The upload rule of the route a request is for, if it takes uploads. */
export const uploadRuleFor = (app: FastifyInstance, request: FastifyRequest): UploadRule | undefined =>
  uploadRoutes.get(app)?.get(request.routeOptions.url ?? '');

/** Room for the boundaries and part headers around the file when judging a request by its Content-Length. */
export const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * Registers @fastify/multipart. Its parser only marks the request: nothing is read until a handler calls
 * readSingleFile, so the JSON parser, its 1 MB limit and every JSON route are unchanged.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !uploadRuleFor(app, request)) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
  });
}

/** The largest text field beside a file (a CSV's column mapping is the longest). */
const TEXT_FIELD_MAX_BYTES = 64 * 1024;

/** What a multipart request carried: its one file, and the text fields its rule names (as sent, unchecked). */
export interface Upload {
  file: Buffer;
  fields: Record<string, string>;
}

/**
 * The single file sent in the rule's field of a multipart request, in memory (at most `maxBytes` are ever held), and
 * the text fields the rule names beside it (each at most once). Throws VALIDATION_FAILED (the rule's missing
 * message) when the request is not multipart, has no file in that field, or has anything else besides them;
 * PAYLOAD_TOO_LARGE (its too-large message) when the file is over the limit.
 * With an Idempotency-Key, throws the first answer's replay (or the 422 or 409) once the body is read.
 */
export async function readUpload(request: FastifyRequest, rule: UploadRule): Promise<Upload> {
  const missing = () => new DomainError('VALIDATION_FAILED', rule.missingMessage);
  const tooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', rule.tooLargeMessage);
  if (!request.isMultipart()) throw missing();
  if (Number(request.headers['content-length']) > rule.maxBytes + MULTIPART_OVERHEAD) throw tooLarge();
  const textFields = rule.textFields ?? [];
  const limits = { files: 1, fields: textFields.length, parts: textFields.length + 1, fileSize: rule.maxBytes, fieldSize: TEXT_FIELD_MAX_BYTES };
  let file: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        const name = part.fieldname;
        if (!textFields.includes(name) || Object.hasOwn(fields, name) || typeof part.value !== 'string' || part.valueTruncated) throw missing();
        fields[name] = part.value;
        continue;
      }
      if (part.fieldname !== rule.field || file) throw missing();
      // Over the limit, busboy drops the rest of the file and toBuffer throws FST_REQ_FILE_TOO_LARGE.
      file = await part.toBuffer();
    }
  } catch (error) {
    throw multipartError(error, missing, tooLarge);
  }
  if (!file || file.length === 0) throw missing();
  // The whole body has been read (and hashed): an Idempotency-Key is claimed now, before anything is written.
  await claimKeyAfterBody(request);
  return { file, fields };
}

/** The single file of an upload that takes no text fields (covers, avatars). */
export async function readSingleFile(request: FastifyRequest, rule: UploadRule): Promise<Buffer> {
  return (await readUpload(request, rule)).file;
}

/** Maps the parser's errors (limits, malformed bodies) to the API's; anything unexpected stays a 500. */
function multipartError(error: unknown, missing: () => DomainError, tooLarge: () => DomainError): unknown {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (typeof code === 'string' && code.startsWith('FST_')) return missing(); // limits, prototype names, premature close
  if (error instanceof Error && /multipart|boundary|unexpected end|part terminated|malformed/i.test(error.message)) {
    return missing(); // busboy's own parse errors carry no code
  }
  return error;
}

/**
 * Serves stored images (covers, avatars) at UPLOAD_PATHS[kind] from `<uploadsDir>/<kind>`. Only names of our own
 * shape are looked up (no path ever reaches outside the folder). Names are never reused, so responses are cacheable
 * forever; a missing file is a JSON 404, never the web app's index.html.
 */
export function serveUploads(app: FastifyInstance, uploadsDir: string): void {
  for (const kind of UPLOAD_KINDS) {
    const dir = path.join(uploadsDir, kind);
    fs.mkdirSync(dir, { recursive: true });
    app.get<{ Params: { name: string } }>(`${UPLOAD_PATHS[kind]}/:name`, async (request, reply) => {
      const { name } = request.params;
      if (!isStoredImageName(name)) throw notFound();
      // Read whole (stored images are a few tens of KB): one removed meanwhile is either sent whole or is a 404, and
      // no file stream is left to keep the connection busy.
      const body = await fsp.readFile(path.join(dir, name)).catch(() => null);
      if (!body) throw notFound();
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    });
  }
}
