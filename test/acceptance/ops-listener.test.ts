import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { parsePrometheusText, sampleValue } from '../support/prometheus.ts';
import { until } from '../support/until.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Starts one role as its own process (as `npm run start:<role>` does) and finds its ops listener in its log. */
function startRole(script: string, env: Record<string, string>): { child: ChildProcess; opsUrl: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'infra/src/run', script)], {
    cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const opsUrl = new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const found = /"metrics":"(http:\/\/127\.0\.0\.1:\d+)\/metrics"/.exec(buffered);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before its ops listener was up`)));
  });
  return { child, opsUrl };
}


describe('processes without an API answer health and metrics on their ops listener (METRICS_PORT=0)', () => {
  let database: TestDatabase;
  const children: ChildProcess[] = [];
  beforeAll(async () => { database = await createTestDatabase(); });
  afterAll(async () => {
    await Promise.all(children.map((c) => new Promise<void>((resolve) => {
      if (c.exitCode !== null) return resolve();
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
    })));
    await database?.drop();
  });

  test.each([['projector.ts'], ['workers.ts']])('%s', { timeout: 90_000 }, async (script) => {
    const role = startRole(script, { DATABASE_URL: database.url, METRICS_PORT: '0', LOG_LEVEL: 'info', REDIS_URL: '', PORT: '0' });
    children.push(role.child);
    const base = await role.opsUrl;
    expect(await (await fetch(`${base}/health/live`)).json()).toEqual({ ok: true });
    const ready = await until('ready', async () => {
      const res = await fetch(`${base}/health/ready`);
      return res.status === 200 && await res.json() as { database: string; projections: Record<string, unknown> };
    });
    expect(ready.database).toBe('ok');
    expect(Object.keys(ready.projections)).toContain('progress');
    const samples = parsePrometheusText(await (await fetch(`${base}/metrics`)).text());
    expect(sampleValue(samples, { name: 'inkpace_projection_lag_events', labels: { projection: 'progress' } })).toBeGreaterThanOrEqual(0);
    expect(samples.some((s) => s.name === 'inkpace_process_cpu_user_seconds_total')).toBe(true);
    expect((await fetch(`${base}/nothing-here`)).status).toBe(404);
  });
});
