import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signUpUser } from '../support/accounts.ts';
import { data } from '../support/http.ts';

let t: TestApp;
beforeAll(async () => { t = await startTestApp({ projectorThread: true }); });
afterAll(async () => { await t?.close(); });

test('with the projector on its own thread (as npm start runs it), writes are read back at once', { timeout: 60_000 }, async () => {
  const u = await signUpUser(t);
  const p = data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Threaded', phase: 'drafting' }));
  const batch = Array.from({ length: 50 }, (_, i) => ({ date: '2026-02-01', workId: p.id, measure: 'word', count: i + 1 }));
  expect((await u.client.post('/api/v1/tally/batch', batch)).status).toBe(201);
  expect((await u.client.post('/api/v1/tally', { date: '2026-02-02', workId: p.id, measure: 'word', count: 25, tags: ['threaded'] })).status).toBe(201);
  expect(data(await u.client.get<SummarizedProject>(`/api/v1/project/${p.id}`)).totals).toEqual({ word: (50 * 51) / 2 + 25 });
});

test('closing the app stops the thread promptly', async () => {
  const other = await startTestApp({ projectorThread: true });
  const started = Date.now();
  await other.close();
  expect(Date.now() - started).toBeLessThan(10_000);
});
