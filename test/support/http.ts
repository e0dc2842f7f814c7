/** A tiny HTTP client that keeps a session cookie, like a browser tab would. */
export interface ApiResponse<T = unknown> {
  status: number;
  body: { success: true; data: T } | { success: false; error: { code: string; message: string } };
  headers: Headers;
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
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair && !pair.endsWith('=') ? pair : null;
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers } as ApiResponse<T>;
  }

  get<T = unknown>(path: string) { return this.request<T>('GET', path); }
  post<T = unknown>(path: string, body?: unknown) { return this.request<T>('POST', path, body); }
  patch<T = unknown>(path: string, body?: unknown) { return this.request<T>('PATCH', path, body); }
  delete<T = unknown>(path: string) { return this.request<T>('DELETE', path); }
}

/** The data of a successful response, or a failed assertion showing the error. */
export function data<T>(res: ApiResponse<T>): T {
  if (!res.body || res.body.success !== true) throw new Error(`expected success, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
