/** A tiny HTTP client that keeps a session cookie, like a browser tab would. */
export interface ApiResponse<T = unknown> {
  status: number;
  body: { success: true; data: T } | { success: false; error: { code: string; message: string } };
  headers: Headers;
}

/** The JSON body; a body that is not JSON (a proxy's error page) fails with its status, which says what happened. */
function parseBody(status: number, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${status} with a body that is not JSON: ${text.slice(0, 120)}`);
  }
}

export class Client {
  private cookie: string | null = null;
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  withBearer(token: string): Client {
    return new Client(this.baseUrl, { ...this.headers, authorization: `Bearer ${token}` });
  }

  get sessionCookie(): string | null {
    return this.cookie;
  }

  async request<T = unknown>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...this.headers, ...extra };
    if (this.cookie) headers.cookie = this.cookie;
    // FormData sets its own multipart content type (with the boundary); everything else is sent as JSON.
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    const payload = body === undefined ? undefined : form ? body : JSON.stringify(body);
    const res = await fetch(this.baseUrl + path, { method, headers, body: payload });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair && !pair.endsWith('=') ? pair : null;
    }
    const text = await res.text();
    return { status: res.status, body: text ? parseBody(res.status, text) : null, headers: res.headers } as ApiResponse<T>;
  }

  get<T = unknown>(path: string) { return this.request<T>('GET', path); }
  post<T = unknown>(path: string, body?: unknown) { return this.request<T>('POST', path, body); }
  patch<T = unknown>(path: string, body?: unknown) { return this.request<T>('PATCH', path, body); }
  delete<T = unknown>(path: string) { return this.request<T>('DELETE', path); }
  /** A multipart upload of one file in `field`, as a browser form would send it. */
  upload<T = unknown>(path: string, field: string, file: Buffer, fileName: string, type: string) {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(file)], { type }), fileName);
    return this.request<T>('POST', path, form);
  }
}

/** The data of a successful response, or a failed assertion showing the error. */
export function data<T>(res: ApiResponse<T>): T {
  if (!res.body || res.body.success !== true) throw new Error(`expected success, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The error of a failed response with its status (null for a success), for one-line assertions. */
export function errorOf(res: ApiResponse): ({ status: number; code: string; message: string }) | null {
  return res.body.success ? null : { status: res.status, ...res.body.error };
}
