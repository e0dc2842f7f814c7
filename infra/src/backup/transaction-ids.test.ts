import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@inkpace/test/db';
import { RestoreRefusedError } from './format.ts';
import { advanceTransactionIds, MAX_TRANSACTION_IDS_TO_ADVANCE, transactionIdsToAdvance } from './transaction-ids.ts';

let t: TestDatabase;
beforeAll(async () => { t = await createTestDatabase(); });
afterAll(async () => { await t?.drop(); });

const nextId = async () => BigInt((await t.pool.query<{ x: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as x')).rows[0]!.x);

test('a server behind the backup\'s transaction ids is moved past them, so restored events stay readable and first', { timeout: 60_000 }, async () => {
  // As on a fresh data directory: the backup's highest id lies ahead of this server's counter.
  const backupMax = (await nextId()) + 2_500n;
  await advanceTransactionIds(t.pool, backupMax);
  expect(await nextId()).toBeGreaterThan(backupMax);
  const appended = await t.pool.query<{ tx: string }>(`insert into events (stream_id, stream_revision, type, data, metadata)
    values ('drill-1', 0, 'Noted', '{}', '{}') returning tx_id::text as tx`);
  expect(BigInt(appended.rows[0]!.tx)).toBeGreaterThan(backupMax);
  expect(await transactionIdsToAdvance(t.pool, backupMax)).toBe(0n);
});

test('a backup too far ahead of the server is refused before anything is done', async () => {
  const far = (await nextId()) + MAX_TRANSACTION_IDS_TO_ADVANCE + 10n;
  await expect(transactionIdsToAdvance(t.pool, far)).rejects.toThrow(RestoreRefusedError);
});
