import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@inkpace/contracts/rules/import/limits';
import { createTestDatabase, type TestDatabase } from '@inkpace/test/db';
import { ManualClock } from '../clock/index.ts';
import { ABANDONED_CLAIM_MS, pgIdempotencyStore, type KeyClaim } from './idempotency-store.ts';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database?.drop(); });

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;
const answer = { status: 201, headers: { 'content-type': 'application/json; charset=utf-8' }, body: Buffer.from('{"success":true}') };
let callers = 0;
const claimFor = (caller: number, claimedBy: string, requestHash = 'hash-1'): KeyClaim => ({ caller, key: 'k', requestHash, claimedBy });
const rowsOf = async (caller: number) =>
  Number((await database.pool.query<{ n: string }>('select count(*) as n from idempotency_keys where caller_id = $1', [caller])).rows[0]?.n);

describe('the idempotency key store', () => {
  test('one claim wins; only its holder keeps the answer; a release lets the key be claimed again', async () => {
    const store = pgIdempotencyStore(database.db, new ManualClock());
    const caller = (callers += 1);
    expect(await store.claim(claimFor(caller, 'req-a'))).toBe(true);
    expect(await store.claim(claimFor(caller, 'req-b'))).toBe(false);
    expect(await store.holder(caller, 'k')).toEqual({ state: 'running', requestHash: 'hash-1' });
    await store.complete(claimFor(caller, 'req-b'), answer);
    expect(await store.holder(caller, 'k')).toMatchObject({ state: 'running' });
    await store.release(claimFor(caller, 'req-a'));
    expect(await store.holder(caller, 'k')).toBeNull();
    expect(await store.claim(claimFor(caller, 'req-c'))).toBe(true);
    await store.complete(claimFor(caller, 'req-c'), answer);
    expect(await store.holder(caller, 'k')).toEqual({ state: 'done', requestHash: 'hash-1', answer });
  });

  test('a claim abandoned mid-request is taken over, and its late answer does not overwrite the new one', async () => {
    const clock = new ManualClock();
    const store = pgIdempotencyStore(database.db, clock);
    const caller = (callers += 1);
    expect(await store.claim(claimFor(caller, 'dead'))).toBe(true);
    clock.advance(ABANDONED_CLAIM_MS - 1000);
    expect(await store.claim(claimFor(caller, 'new', 'hash-2'))).toBe(false);
    clock.advance(1000);
    expect(await store.claim(claimFor(caller, 'new', 'hash-2'))).toBe(true);
    await store.complete(claimFor(caller, 'dead'), answer);
    expect(await store.holder(caller, 'k')).toEqual({ state: 'running', requestHash: 'hash-2' });
  });

  test('a kept answer is never taken over; after the TTL it is ignored, claimable and swept', async () => {
    const clock = new ManualClock();
    const store = pgIdempotencyStore(database.db, clock);
    const caller = (callers += 1);
    await store.claim(claimFor(caller, 'first'));
    await store.complete(claimFor(caller, 'first'), answer);
    clock.advance(TTL_MS - 1000);
    expect(await store.claim(claimFor(caller, 'second', 'hash-2'))).toBe(false);
    expect(await store.holder(caller, 'k')).toMatchObject({ state: 'done', requestHash: 'hash-1' });
    clock.advance(1000);
    expect(await store.holder(caller, 'k')).toBeNull();
    expect(await store.claim(claimFor(caller, 'second', 'hash-2'))).toBe(true);
    // An expired row of another caller is swept; the fresh claim stays.
    const other = (callers += 1);
    await database.pool.query(`insert into idempotency_keys (caller_id, key, request_hash, state, claimed_by, created_at)
      values ($1, 'old', 'h', 'done', 'r', $2)`, [other, new Date(clock.now().getTime() - TTL_MS - 1)]);
    expect(await rowsOf(other)).toBe(1);
    await store.sweep();
    expect(await rowsOf(other)).toBe(0);
    expect(await store.holder(caller, 'k')).toEqual({ state: 'running', requestHash: 'hash-2' });
  });
});
