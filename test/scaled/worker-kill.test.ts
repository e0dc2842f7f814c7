import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ImportStatus } from '@inkpace/contracts/api/import';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { data } from '../support/http.ts';
import { postImport, waitForImport } from '../support/imports.ts';
import { loadWriters } from './load.ts';
import { startScaledStack, type ScaledStack } from './stack.ts';

/**
 * kill -9 of the worker running a job: the job is taken up again (BullMQ finds it stalled once its lock lapses, and
 * the retry takes over the import once its heartbeat has lapsed) and its effect lands once. The other worker is
 * paused (SIGSTOP) while the job is handed out, so the one killed is the one running it. The launcher restarts the
 * killed worker within a second, so either worker may run the retry: the test asserts it completes, once.
 */

const ROWS = 20_000;
const WORDS = 7;

describe('a worker killed mid-job', () => {
  let stack: ScaledStack;
  beforeAll(async () => { stack = await startScaledStack(); }, 180_000);
  afterAll(async () => { await stack?.close(); }, 60_000);

  test('an import whose worker is killed mid-job finishes, with every entry once', async () => {
    const [writer] = await loadWriters(stack.url, 1, 'jobs');
    if (!writer) throw new Error('no writer');
    const lines = Array.from({ length: ROWS }, (_, i) => `2025-01-01,${WORDS},Killed job book,row ${i}`);
    const csv = new TextEncoder().encode(`When,Words,Book,Remarks\n${lines.join('\n')}\n`);
    stack.signal('workers#2', 'SIGSTOP');
    try {
      const started = data(await postImport(writer.client, csv, 'rows.csv', { mapping: { When: 'date', Words: 'count', Book: 'project', Remarks: 'note' } }));
      await expect.poll(async () => data(await writer.client.get<ImportStatus>(`/api/v1/import/${started.id}`)).state, { timeout: 30_000, interval: 20 }).toBe('running');
      stack.signal('workers#1', 'SIGKILL');
      stack.signal('workers#2', 'SIGCONT');
      const status = await waitForImport(writer.client, started.id, [], 60_000);
      expect(status, `the import did not finish; the stack said:\n${stack.output().slice(-4000)}`).toMatchObject({ state: 'done' });
    } finally {
      stack.signal('workers#2', 'SIGCONT');
    }
    const book = data(await writer.client.get<SummarizedProject[]>('/api/v1/project')).find((p) => p.title === 'Killed job book');
    expect(book?.totals.word).toBe(ROWS * WORDS);
  }, 180_000);
});
