import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDef } from '@inkpace/contracts/api/route';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, isIdempotencyKey } from '@inkpace/contracts/rules/idempotency-key';
import type { Caller } from './auth.ts';
import { tapBody, type BodyHash } from './body-hash.ts';
import type { IdempotencyStore, KeyClaim, StoredAnswer } from './idempotency-store.ts';

/**
 * The Idempotency-Key header on every write route (issue 29). A request with a key is claimed in PostgreSQL for
 * its caller before it runs; its answer is kept (2xx, 202 and 4xx; a 5xx releases the key so a retry can run) and
 * a repeat from the same caller within IDEMPOTENCY_KEY_TTL_HOURS gets that answer again, marked
 * `Idempotent-Replayed: true`, and runs nothing. The same key with another request (method, path and query, body)
 * is refused with 422; a repeat while the first still runs waits for its answer, up to WAIT_FOR_FIRST_MS, then 409.
 *
 * The caller is the signed-in user, so a session and an API key of one writer share keys. Public routes (sign-up,
 * login, reset links) ignore the header: their callers are anonymous, and a login's answer must never be replayed
 * to someone else. So do routes whose answer holds a secret (a new API key's token), which is never stored.
 */

/** How long a repeat waits for the first request with its key to answer, and how often it looks. */
export const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 100;
/** The headers of a kept answer that a replay sends again (with its status and body). */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'location', 'retry-after'] as const;

/** The stored first answer, sent instead of running the request again (by the server's error handler). */
export class IdempotentReplay extends Error {
  constructor(readonly answer: StoredAnswer) {
    super('A repeated Idempotency-Key: the first answer is sent again');
    this.name = 'IdempotentReplay';
  }
}

interface KeyedRequest {
  store: IdempotencyStore;
  caller: number;
  key: string;
  /** Held by this request once claimed, until its answer is kept or the key released. */
  claim: KeyClaim | null;
  /** A multipart body is read by the handler: the key is claimed once it has been (claimKeyAfterBody). */
  awaitingBody: boolean;
}

const stores = new WeakMap<FastifyInstance, IdempotencyStore>();
const bodyHashes = new WeakMap<FastifyRequest, BodyHash>();
const keyedRequests = new WeakMap<FastifyRequest, KeyedRequest>();

/** Node's name for the header (lower case). */
const KEY_HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** Turns the header on for the routes `registerRoute` adds to `app`: hashes keyed bodies and keeps their answers. */
export function registerIdempotency(app: FastifyInstance, store: IdempotencyStore): void {
  stores.set(app, store);
  app.addHook('preParsing', async (request, _reply, payload) => {
    const access = request.routeOptions.config.access;
    if (access && access !== 'public' && isWrite(request.method) && request.headers[KEY_HEADER] !== undefined) {
      bodyHashes.set(request, tapBody(request.raw));
    }
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await keepAnswer(request, reply, payload);
    return payload;
  });
}

/**
 * Called by registerRoute once the caller is known, before anything runs: refuses a malformed key (400), and for a
 * JSON (or empty) body, already read, claims the key, or throws the replay, the 422 or the 409.
 */
export async function honourIdempotencyKey(
  app: FastifyInstance, request: FastifyRequest, def: RouteDef, caller: Caller | null,
): Promise<void> {
  const store = stores.get(app);
  const key = request.headers[KEY_HEADER];
  if (!store || key === undefined || !isWrite(request.method)) return;
  if (def.access === 'public' || caller === null || def.answerHoldsSecret) return;
  if (typeof key !== 'string' || !isIdempotencyKey(key)) throw new DomainError('VALIDATION_FAILED', messages.errors.idempotencyKeyInvalid);
  const keyed: KeyedRequest = { store, caller: caller.userId, key, claim: null, awaitingBody: request.isMultipart() };
  keyedRequests.set(request, keyed);
  if (!keyed.awaitingBody) await claimOrReplay(request, keyed);
}

/**
 * For a multipart body, which the handler reads: call once the whole body has been read and before anything is
 * written (readUpload does). Claims the key, or throws the replay, the 422 or the 409. Does nothing for a
 * request without a key.
 */
export async function claimKeyAfterBody(request: FastifyRequest): Promise<void> {
  const keyed = keyedRequests.get(request);
  if (!keyed?.awaitingBody) return;
  keyed.awaitingBody = false;
  await claimOrReplay(request, keyed);
}

/** Sends a kept answer again. */
export function sendReplay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  return reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true').header('cache-control', 'no-store').send(answer.body);
}

/** The request a key names: method, path with query, and the body as sent (boundaries aside). */
function requestHash(request: FastifyRequest): string {
  const body = bodyHashes.get(request)?.digest() ?? '';
  return createHash('sha256').update(`${request.method}\n${request.url}\n${body}`).digest('hex');
}

async function claimOrReplay(request: FastifyRequest, keyed: KeyedRequest): Promise<void> {
  const claim: KeyClaim = { caller: keyed.caller, key: keyed.key, requestHash: requestHash(request), claimedBy: request.id };
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    if (await keyed.store.claim(claim)) {
      keyed.claim = claim;
      keyed.store.sweep().catch((err: unknown) => request.log.warn({ err }, 'could not delete expired idempotency keys'));
      return;
    }
    const holder = await keyed.store.holder(claim.caller, claim.key);
    if (holder && holder.requestHash !== claim.requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED', messages.errors.idempotencyKeyReused);
    if (holder?.state === 'done') throw new IdempotentReplay(holder.answer);
    // Still running, or released (a 5xx) or expired since the claim failed: claim it again, within the wait.
    if (Date.now() >= deadline) throw new DomainError('CONFLICT', messages.errors.idempotencyKeyInProgress);
    await sleep(POLL_MS);
  }
}

/** Keeps a claimed request's answer for its repeats, or releases the key after a 5xx or an answer that cannot be kept. */
async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
  const keyed = keyedRequests.get(request);
  if (keyed?.awaitingBody && reply.statusCode < 300) {
    request.log.error({ reqId: request.id }, 'an upload route answered without claiming its Idempotency-Key (call claimKeyAfterBody)');
  }
  const claim = keyed?.claim;
  if (!keyed || !claim) return;
  keyed.claim = null;
  const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : payload == null ? Buffer.alloc(0) : null;
  try {
    if (reply.statusCode >= 500 || body === null) await keyed.store.release(claim);
    else await keyed.store.complete(claim, { status: reply.statusCode, headers: keptHeaders(reply), body });
  } catch (err) {
    // The answer still goes out; the key stays claimed until it is taken over as abandoned (ABANDONED_CLAIM_MS).
    request.log.error({ err, reqId: request.id }, 'could not keep the answer of an Idempotency-Key');
  }
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}
