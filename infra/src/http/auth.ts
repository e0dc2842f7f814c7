/** Who is calling. Resolved per route, only on routes that need it, so public routes cost no lookup. */
export type Caller =
  | { kind: 'session'; userId: number; userUuid: string; username: string; sessionId: string; isAdmin: boolean }
  | { kind: 'apiKey'; userId: number; userUuid: string; username: string; apiKeyId: number; isAdmin: false };

/** Looks a caller up by the SHA-256 of the presented secret; null when unknown, expired or not active. */
export interface AuthResolvers {
  session(tokenHash: string): Promise<Caller | null>;
  apiKey(tokenHash: string): Promise<Caller | null>;
}

export const SESSION_COOKIE = 'inkpace_session';

/** The API-key token from `Authorization: Bearer <token>` (or the `x-api-token` header older clients send). */
export function bearerToken(headers: Record<string, string | string[] | undefined>): string | null {
  const auth = headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m?.[1]) return m[1];
  }
  const alt = headers['x-api-token'];
  return typeof alt === 'string' && alt.trim() !== '' ? alt.trim() : null;
}
