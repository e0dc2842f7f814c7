import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/** A new bearer secret (session cookie or API key): 256 random bits, URL-safe. */
export function newToken(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** Secrets are stored only as this hash. Tokens are random 256-bit values, so a fast hash is enough. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Formats 16 bytes as a lowercase RFC 4122 v4-shaped UUID (links must look like `/verify-email/<uuid>`). */
function bytesToUuid(bytes: Buffer): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * One-time link tokens are derived from the request's id with this installation's secret key, so the event log
 * holds only the token's hash while the mail worker can still rebuild the link from the event.
 */
export class LinkTokens {
  constructor(private readonly key: Buffer) {}

  tokenFor(kind: 'verify' | 'reset', requestId: string): string {
    return bytesToUuid(createHmac('sha256', this.key).update(`${kind}:${requestId}`).digest());
  }

  /** A short tag of this installation, not a secret: keeps installations apart in a store they share (Redis). */
  installationTag(): string {
    return createHmac('sha256', this.key).update('installation-tag').digest('hex').slice(0, 16);
  }

  static async load(db: Kysely<unknown>): Promise<LinkTokens> {
    const fresh = randomBytes(32);
    await sql`insert into app_secrets (name, value) values ('link-tokens', ${fresh}) on conflict (name) do nothing`.execute(db);
    const row = await sql<{ value: Buffer }>`select value from app_secrets where name = 'link-tokens'`.execute(db);
    const value = row.rows[0]?.value;
    if (!value) throw new Error('link-token secret missing');
    return new LinkTokens(value);
  }
}
