import { sql, type Kysely } from 'kysely';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@inkpace/contracts/rules/import/limits';
import type { Clock } from '../clock/index.ts';

const HOUR_MS = 60 * 60 * 1000;
/**
 * A key still marked running this long after its claim belongs to a process that died mid-request (a request that
 * is still running would long have answered: commands settle within seconds, imports run as jobs). A new request
 * with that key may then run, rather than the key answering "still running" until it expires.
 */
export const ABANDONED_CLAIM_MS = 10 * 60 * 1000;
/** Expired rows are deleted at most this often per process, at most SWEEP_ROWS at a time. */
const SWEEP_EVERY_MS = 60 * 1000;
const SWEEP_ROWS = 500;

/** The answer a key's first request got, replayed to its repeats. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Who holds a key and for which request: `caller` is the user id (a session and a key of one user share keys). */
export interface KeyClaim {
  caller: number;
  key: string;
  requestHash: string;
  /** The claiming request's id: only it may complete or release its claim (not one that took it over). */
  claimedBy: string;
}

/** What is known of a key another request claimed first. */
export type KeyHolder =
  | { state: 'running'; requestHash: string }
  | { state: 'done'; requestHash: string; answer: StoredAnswer };

interface KeyRow {
  request_hash: string;
  state: 'running' | 'done';
  status: number | null;
  headers: Record<string, string> | null;
  body: Buffer | null;
}

/** The idempotency_keys table (migration 0013): claims, answers and their lazy expiry. */
export function pgIdempotencyStore(db: Kysely<unknown>, clock: Clock) {
  let lastSweep = 0;
  const expiredBefore = () => new Date(clock.now().getTime() - IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS);

  /** Deletes a batch of expired rows, at most once a minute: they are ignored anyway, this only frees the space. */
  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await sql`delete from idempotency_keys where ctid in (
      select ctid from idempotency_keys where created_at <= ${expiredBefore()} limit ${SWEEP_ROWS})`.execute(db);
  }

  return {
    sweep,

    /**
     * Claims the key in one statement: a new key, or one whose row has expired or was abandoned mid-request, is
     * this request's (true); a key that another request holds is left alone (false).
     */
    async claim(claim: KeyClaim): Promise<boolean> {
      const now = clock.now();
      const abandonedBefore = new Date(now.getTime() - ABANDONED_CLAIM_MS);
      const { rows } = await sql<{ claimed: number }>`
        insert into idempotency_keys (caller_id, key, request_hash, state, claimed_by, created_at)
        values (${claim.caller}, ${claim.key}, ${claim.requestHash}, 'running', ${claim.claimedBy}, ${now})
        on conflict (caller_id, key) do update
          set request_hash = excluded.request_hash, state = 'running', claimed_by = excluded.claimed_by,
              status = null, headers = null, body = null, created_at = excluded.created_at
          where idempotency_keys.created_at <= ${expiredBefore()}
             or (idempotency_keys.state = 'running' and idempotency_keys.created_at <= ${abandonedBefore})
        returning 1 as claimed`.execute(db);
      return rows.length === 1;
    },

    /** The live holder of a key, or null when there is none (released or expired since the claim failed). */
    async holder(caller: number, key: string): Promise<KeyHolder | null> {
      const { rows } = await sql<KeyRow>`
        select request_hash, state, status, headers, body from idempotency_keys
        where caller_id = ${caller} and key = ${key} and created_at > ${expiredBefore()}`.execute(db);
      const row = rows[0];
      if (!row) return null;
      if (row.state === 'running' || row.status === null) return { state: 'running', requestHash: row.request_hash };
      return {
        state: 'done',
        requestHash: row.request_hash,
        answer: { status: row.status, headers: row.headers ?? {}, body: row.body ?? Buffer.alloc(0) },
      };
    },

    /** Keeps the answer of a claimed key for its repeats. */
    async complete(claim: KeyClaim, answer: StoredAnswer): Promise<void> {
      await sql`
        update idempotency_keys
        set state = 'done', status = ${answer.status}, headers = ${JSON.stringify(answer.headers)}::jsonb, body = ${answer.body}
        where caller_id = ${claim.caller} and key = ${claim.key} and claimed_by = ${claim.claimedBy}`.execute(db);
    },

    /** Lets the key go (a 5xx, or an answer that cannot be kept): a repeat runs the request again. */
    async release(claim: KeyClaim): Promise<void> {
      await sql`
        delete from idempotency_keys
        where caller_id = ${claim.caller} and key = ${claim.key} and claimed_by = ${claim.claimedBy}`.execute(db);
    },
  };
}

export type IdempotencyStore = ReturnType<typeof pgIdempotencyStore>;
