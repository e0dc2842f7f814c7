import { vi } from 'vitest';

/**
 * The one fake of the network boundary for the web tests: `fetch` answered by route, as the server would answer
 * right now. Only `fetch` is replaced; the app's own client, caches and forms run as they do in the browser.
 */

/** What the server answers: an HTTP status and the JSON body (our envelope, see `ok` and `fail`). */
export interface Reply {
  status: number;
  body: unknown;
}

/** One request as the app sent it. JSON bodies are parsed; multipart ones stay FormData. */
export interface SentRequest {
  method: string;
  /** The path and query string as the app wrote them, e.g. '/api/v1/tally?works[]=1' (encoded). */
  url: string;
  body: unknown;
}

/** A reply, a reply still on its way (a promise the test resolves), or one worked out from the request. */
export type Answer = Reply | Promise<Reply> | ((request: SentRequest) => Reply | Promise<Reply>);

export interface FakeServer {
  /**
   * Replies by 'METHOD /path' (any query) or 'METHOD /path?query' (that query only, tried first). Tests may
   * change them between steps: the next request gets the new one.
   */
  replies: Record<string, Answer>;
  /** Every request, in order. */
  sent: SentRequest[];
}

export const ok = (data: unknown, status = 200): Reply => ({ status, body: { success: true, data } });
export const fail = (code: string, message: string, status = 400): Reply => ({ status, body: { success: false, error: { code, message } } });

function bodyOf(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Replaces `fetch` until the test ends (test-setup.ts restores it after each test). */
export function fakeServer(replies: Record<string, Answer> = {}): FakeServer {
  const server: FakeServer = { replies, sent: [] };
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const request: SentRequest = { method: (init.method ?? 'GET').toUpperCase(), url: parsed.pathname + parsed.search, body: bodyOf(init.body) };
    server.sent.push(request);
    const answer = server.replies[`${request.method} ${request.url}`] ?? server.replies[`${request.method} ${parsed.pathname}`];
    const reply = await (typeof answer === 'function' ? answer(request) : (answer ?? fail('NOT_FOUND', `No reply for ${request.method} ${request.url}.`, 404)));
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  return server;
}

/** The requests that changed something (not the reads). */
export const writes = (sent: readonly SentRequest[]): SentRequest[] => sent.filter((r) => r.method !== 'GET');

/** A reply the test sends when it chooses (to see what the app shows while it waits). */
export function heldReply(): { answer: Promise<Reply>; send(reply: Reply): void } {
  let send: (reply: Reply) => void = () => undefined;
  const answer = new Promise<Reply>((resolve) => (send = resolve));
  return { answer, send };
}
