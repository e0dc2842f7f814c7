import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access, Parsed, RouteDef } from '@inkpace/contracts/api/route';
import { messages } from '@inkpace/contracts/messages';
import { unsafeTextMessage, unsafeTextPath } from '@inkpace/contracts/rules/text';
import { hashToken } from '../secrets/index.ts';
import { bearerToken, SESSION_COOKIE, type AuthResolvers, type Caller } from './auth.ts';
import { RawJson, sendRawJson } from './raw-json.ts';
import { sendStreamedFile, StreamedFile } from './streamed-file.ts';
import { sendStreamedJson, StreamedJson } from './streamed-json.ts';
import { DomainError } from '@inkpace/contracts/errors';
import { allowUploads } from './upload.ts';
import { honourIdempotencyKey } from './idempotency.ts';

type Out<S> = Parsed<S>;

export interface RouteContext<D extends RouteDef> {
  params: Out<D['params']>;
  query: Out<D['query']>;
  body: Out<D['body']>;
  /** Set on every route whose access is not public (and on public ones when a session is presented). */
  caller: D['access'] extends 'public' ? Caller | null : Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * `data` already serialised as JSON (built by PostgreSQL or taken from a cache): sent inside the envelope as is,
 * without parsing and serialising it again; or, for a list too long to build whole, streamed a chunk of items at a
 * time. The type parameter records what the text holds. A StreamedFile is sent as a download instead of an envelope.
 */
export type RouteHandler<D extends RouteDef> = (ctx: RouteContext<D>) =>
  Promise<z.input<D['response']> | RawJson<z.input<D['response']>> | StreamedJson<z.input<D['response']>> | StreamedFile>;

export interface RouteOptions {
  /** Counts against the sign-in family's budget per client address, not the API's (rate-limits.ts). */
  rateLimited?: boolean;
  /** A larger request body limit than the server's default (batch imports). */
  bodyLimit?: number;
}

/** Human-readable message from a zod error: the spec's messages where the schema names them. */
export function validationMessage(error: z.ZodError): string {
  return error.issues
    .map((i) => i.message)
    .filter((m, idx, all) => all.indexOf(m) === idx)
    .join(' ');
}

/** Text PostgreSQL cannot store (NUL, lone surrogates) is refused before any schema sees it, naming the field. */
function refuseUnsafeText(value: unknown): void {
  const path = unsafeTextPath(value);
  if (path !== null) throw new DomainError('VALIDATION_FAILED', unsafeTextMessage(path));
}

function parse<S>(schema: z.ZodType | undefined, value: unknown): S {
  refuseUnsafeText(value);
  if (!schema) {
    // Routes without a body take none: a body with fields is a client error, not something to ignore.
    if (value !== undefined && value !== null && !(typeof value === 'object' && Object.keys(value).length === 0)) {
      throw new DomainError('VALIDATION_FAILED', 'This request takes no parameters.');
    }
    return undefined as S;
  }
  const result = schema.safeParse(value ?? (schema.def.type === 'object' ? {} : value));
  if (!result.success) throw new DomainError('VALIDATION_FAILED', validationMessage(result.error));
  return result.data as S;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (its contracts entry): the cross-site guard exempts token-bearing calls only where keys are taken. */
    access?: Access;
  }
}

/** Routes where an API key is a caller; elsewhere a token is no session, and nobody is signed in by it. */
const takesKeys = (access: Access): boolean => access === 'user' || access === 'public';

/**
 * The caller of a request. A request carrying a bearer token is judged by that token alone, never by a cookie sent
 * beside it: a made-up or expired token finds nobody (401 where a caller is needed), and on the routes that take a
 * browser session only (the account's own, admin) even a valid key finds nobody.
 */
export async function resolveCaller(request: FastifyRequest, access: Access, auth: AuthResolvers): Promise<Caller | null> {
  const token = bearerToken(request.headers);
  if (token !== null) return takesKeys(access) ? auth.apiKey(hashToken(token)) : null;
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? auth.session(hashToken(cookie)) : null;
}

/** Whether a route can be called without resolving anyone: a public route sent neither a cookie nor a token. */
function anonymous(request: FastifyRequest, access: Access): boolean {
  return access === 'public' && !request.cookies[SESSION_COOKIE] && bearerToken(request.headers) === null;
}

/** Nobody was found: a token on a session-only route is told why, everyone else to log in. */
function notLoggedIn(request: FastifyRequest, access: Access): DomainError {
  const keyRefused = !takesKeys(access) && bearerToken(request.headers) !== null;
  return new DomainError('NOT_LOGGED_IN', keyRefused ? messages.errors.sessionOnly : messages.errors.notLoggedIn);
}

/** Registers one route of a contracts route table: access check, parsing, then the success envelope. */
export function registerRoute<D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  auth: AuthResolvers,
  handler: RouteHandler<D>,
  options: RouteOptions = {},
): void {
  if (def.upload) allowUploads(app, def.path, def.upload);
  app.route({
    method: def.method,
    url: def.path,
    config: { budget: options.rateLimited ? 'sign-in' : 'api', access: def.access },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const caller = anonymous(request, def.access) ? null : await resolveCaller(request, def.access, auth);
      if (def.access !== 'public') {
        if (!caller) throw notLoggedIn(request, def.access);
        if (def.access === 'session' && caller.kind !== 'session') {
          throw new DomainError('FORBIDDEN', messages.errors.forbidden);
        }
        if (def.access === 'admin' && !caller.isAdmin) throw new DomainError('FORBIDDEN', messages.errors.forbidden);
      }
      // Before anything runs (parsing included, so a refusal is kept and replayed like any 4xx).
      await honourIdempotencyKey(app, request, def, caller);
      const ctx: RouteContext<D> = {
        params: parse(def.params, request.params),
        // Without a query schema extra parameters (cache busters such as ?fresh=1) are ignored.
        query: def.query ? parse(def.query, request.query) : (undefined as Out<D['query']>),
        body: parse(def.body, request.body),
        caller: caller as RouteContext<D>['caller'],
        request,
        reply,
      };
      const data = await handler(ctx);
      reply.code(def.status ?? 200);
      // What a signed-in caller reads or writes is theirs alone: no cache keeps it, unless the handler chose a
      // revalidated private cache (entity-tagged lists).
      if ((def.access !== 'public' || def.method !== 'GET') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      if (data instanceof RawJson) return sendRawJson(request, reply, data);
      if (data instanceof StreamedJson) return sendStreamedJson(request, reply, data);
      if (data instanceof StreamedFile) return sendStreamedFile(reply, data);
      return { success: true, data };
    },
  });
}
