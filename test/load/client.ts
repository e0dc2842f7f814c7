/** A minimal client for seeding through the public API (the bench never writes read models directly). */
export interface ApiResponse {
  status: number;
  data: unknown;
  /** `name=value` pairs from Set-Cookie, ready to send back in a Cookie header. */
  cookies: string[];
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  token?: string;
}

export async function call(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  const envelope: unknown = text ? JSON.parse(text) : null;
  const data = typeof envelope === 'object' && envelope !== null && 'data' in envelope ? envelope.data : envelope;
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '').filter(Boolean);
  return { status: res.status, data, cookies };
}

/** Like call, but a status other than `expected` is an error that says what the API answered. */
export async function expectStatus(
  baseUrl: string, method: string, path: string, expected: number, options: CallOptions = {},
): Promise<ApiResponse> {
  const res = await call(baseUrl, method, path, options);
  if (res.status !== expected) {
    throw new Error(`${method} ${path} answered ${res.status}, expected ${expected}: ${JSON.stringify(res.data)}`);
  }
  return res;
}

/** A readable string property of a JSON object, or an error naming what was missing. */
export function stringField(data: unknown, field: string): string {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'string') throw new Error(`response has no string "${field}": ${JSON.stringify(data)}`);
  return value;
}
