import type { z } from 'zod';
import type { RoutePath } from '@inkpace/contracts/api/paths';
import type { Input, RouteDef } from '@inkpace/contracts/api/route';

/** A failed call: the server's error code and message (or NETWORK_ERROR when it could not be reached). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The code of the ApiError for a write the server stored but cannot show yet (HTTP 202). */
export const WRITE_PENDING = 'WRITE_PENDING';

export type CallInput<D extends RouteDef> = {
  params?: Input<D['params']>;
  query?: Input<D['query']>;
  body?: Input<D['body']>;
};

/** Query strings as the server reads them: arrays bracketed (`x[]=1&x[]=2`), null and undefined skipped. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) search.append(`${key}[]`, String(v));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function pathFor(def: Pick<RoutePath, 'path'>, params: Record<string, unknown> | undefined): string {
  return def.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/** Calls one route of the contracts route tables; resolves with `data`, rejects with an ApiError. */
export async function call<D extends RouteDef>(def: D, input: CallInput<D> = {}): Promise<z.output<D['response']>> {
  const url = pathFor(def, input.params as Record<string, unknown> | undefined) + queryString(input.query as Record<string, unknown> | undefined);
  let res: Response;
  try {
    res = await fetch(url, {
      method: def.method,
      credentials: 'same-origin',
      headers: input.body === undefined ? {} : { 'content-type': 'application/json' },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', 'Could not reach the server. Please check your connection.', 0);
  }
  const body = (await res.json().catch(() => null)) as
    | { success: true; data: z.output<D['response']> }
    | { success: false; error: { code: string; message: string } }
    | null;
  // 202: stored, but not visible yet (the server's read models lag). Not a resource to show, and not a failure to
  // retry: the caller shows the server's message, which asks the writer to refresh rather than send it again.
  if (res.status === 202 && body?.success === true) {
    const pending = body.data as { message?: unknown };
    throw new ApiError(WRITE_PENDING, typeof pending.message === 'string' ? pending.message : 'Saved.', 202);
  }
  if (body?.success === true) return body.data;
  throw new ApiError(body?.error.code ?? 'SERVER_ERROR', body?.error.message ?? 'Something went wrong server-side.', res.status);
}

type Envelope<T> = { success: true; data: T } | { success: false; error: { code: string; message: string } } | null;

const unreachable = () => new ApiError('NETWORK_ERROR', 'Could not reach the server. Please check your connection.', 0);
const failureOf = (body: Envelope<unknown>, status: number) =>
  new ApiError(body?.success === false ? body.error.code : 'SERVER_ERROR', body?.success === false ? body.error.message : 'Something went wrong server-side.', status);

/**
 * Fetches a route that answers a file rather than JSON (the export zip): resolves with its bytes, rejects with an
 * ApiError carrying the server's envelope (e.g. 429 TOO_MANY_REQUESTS) as `call` does.
 */
export async function fetchFile(def: Pick<RoutePath, 'method' | 'path'>, params?: Record<string, unknown>): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(pathFor(def, params), { method: def.method, credentials: 'same-origin' });
  } catch {
    throw unreachable();
  }
  if (res.ok) return res.blob();
  throw failureOf((await res.json().catch(() => null)) as Envelope<unknown>, res.status);
}

/**
 * Starts a job (an import, an export) and resolves with its id. `call` reads a 202 as "stored, not shown yet"; a
 * job's 202 carries the id to follow instead. `form` is sent as multipart (the browser writes its boundary).
 */
export async function startJob(def: Pick<RoutePath, 'method' | 'path'>, form?: FormData): Promise<string> {
  let res: Response;
  try {
    res = await fetch(pathFor(def, undefined), { method: def.method, credentials: 'same-origin', ...(form ? { body: form } : {}) });
  } catch {
    throw unreachable();
  }
  const body = (await res.json().catch(() => null)) as Envelope<{ id: string }>;
  if (body?.success === true) return body.data.id;
  throw failureOf(body, res.status);
}
