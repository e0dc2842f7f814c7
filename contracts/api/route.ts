import { z } from 'zod';
import { messages } from '../messages.ts';
import { decimalId } from './fields.ts';

/**
 * Who may call a route:
 * - public: anyone;
 * - session: a signed-in browser session;
 * - user: a session or an API key (Authorization: Bearer <token>);
 * - admin: a session whose user is an administrator.
 */
export type Access = 'public' | 'session' | 'user' | 'admin';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

type Schema = z.ZodType | undefined;

/**
 * A route that takes one uploaded file (multipart/form-data) instead of JSON: the field it must be in, its largest
 * size, and what to say when it is missing or too large.
 */
export interface UploadRule {
  field: string;
  maxBytes: number;
  missingMessage: string;
  tooLargeMessage: string;
  /** Text fields the form may carry beside the file (read as strings; the route's handler checks them). */
  textFields?: readonly string[];
}

/** A success answered with a file's bytes. */
export interface FileAnswer {
  contentType: string;
  /** The name the browser saves it under (Content-Disposition). */
  fileName: string;
}

/** A route of the API. Defaults describe "any route"; `route()` infers the exact types of one. */
export interface RouteDef<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: Method;
  /** Fastify-style path with `:param` segments, under the site root (e.g. /api/v1/me). */
  path: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` in the success envelope. */
  response: R;
  /** 201 for creations, 202 for work started in the background (an import), 200 otherwise. */
  status?: 200 | 201 | 202;
  /** Set on the routes that take a file upload; every other route refuses multipart bodies. */
  upload?: UploadRule;
  /** The answer holds a secret (a new API key's token): it is never stored, so the Idempotency-Key header is ignored. */
  answerHoldsSecret?: boolean;
  /**
   * Set on the routes whose success is a file to download (the export zip), not a JSON envelope: its media type, so
   * the OpenAPI document says what comes. `response` is then z.never() (no `data` is sent); failures are envelopes.
   */
  file?: FileAnswer;
  summary: string;
}

export function route<
  R extends z.ZodType,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  const A extends Access = Access,
>(def: RouteDef<P, Q, B, R, A>): RouteDef<P, Q, B, R, A> {
  return def;
}

export type Data<T extends RouteDef> = z.infer<T['response']>;
/** The parsed (output) type of a route part, `undefined` when the route has none. */
export type Parsed<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;
/** What a client sends for a route part. */
export type Input<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : undefined;

/** The wire envelope. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const failureEnvelope = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string() }),
});

/**
 * `data` of a 202 answer (with `Retry-After`): the write was stored, but the read models have not caught up with
 * it in time, so the resource cannot be shown yet. It is there; sending it again would store it twice. `id` / `ids`
 * name what was written, when the command knows.
 */
export const pendingWrite = z.object({
  pending: z.literal(true),
  message: z.string(),
  id: z.number().int().optional(),
  ids: z.array(z.number().int()).optional(),
});
export type PendingWrite = z.infer<typeof pendingWrite>;
/** Seconds a client should wait before reading a pending write (the Retry-After of a 202). */
export const PENDING_RETRY_AFTER_S = 2;

/** Empty bodies: unknown fields are rejected like everywhere else. */
export const noBody = z.strictObject({}).optional();
export const empty = z.object({}).strict();
export const isoDateTime = z.string();
/** The fields every writer-owned resource of the reference API carries (projects, entries, tags). */
export const ownedResourceFields = {
  id: z.number().int(),
  uuid: z.uuid(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  state: z.enum(['active', 'deleted']),
  ownerId: z.number().int(),
};
export const idParam = z.strictObject({ id: decimalId(messages.validation.id) });
export const uuidParam = <N extends string>(name: N) =>
  z.strictObject({ [name]: z.uuid() } as { [K in N]: z.ZodUUID });
