import { vi } from 'vitest';

/** Test helper: the network boundary answered by path (what the server says right now; tests may change it). */
export type Reply = { status: number; body: unknown };

export function stubServer(replies: Record<string, Reply>): Record<string, Reply> {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    const reply = replies[path] ?? { status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'Not found.' } } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  return replies;
}

export const publicEnv = { URL_PREFIX: 'http://localhost:3000', ENABLE_METRICS: false, PLAUSIBLE_HOST: '', PLAUSIBLE_DOMAIN: '', DONATION_URL: '' };
