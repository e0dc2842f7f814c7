import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { freePort } from '@inkpace/infra/net';
import { createTestDatabase, redisUrl, type TestDatabase } from '../support/db.ts';

/**
 * infra/deploy/compose.yaml, checked without a Docker engine: its shape (dependencies, health checks), and each app
 * service's command run here with the environment the file gives it, pointed at a test database, until it is ready.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const service = z.object({
  command: z.array(z.string()).optional(),
  environment: z.record(z.string(), z.string()).optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.enum(['service_started', 'service_healthy', 'service_completed_successfully']) })).optional(),
  healthcheck: z.object({ test: z.array(z.string()).optional(), disable: z.boolean().optional() }).optional(),
  build: z.unknown().optional(),
  image: z.string().optional(),
});
const composeFile = z.object({ services: z.record(z.string(), service) });
const compose = composeFile.parse(parse(fs.readFileSync(path.join(root, 'infra/deploy/compose.yaml'), 'utf8'), { merge: true }));
const services = Object.entries(compose.services);
/** Our services: built from this repository, run with node. */
const appServices = services.filter(([, s]) => s.build !== undefined);
const longRunning = appServices.filter(([name]) => name !== 'nginx-config');

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?message}` against `vars`. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) => {
    const found = vars[name];
    if (found !== undefined && found !== '') return found;
    if (kind === '-') return rest ?? '';
    throw new Error(`${name} is not set: ${rest ?? ''}`);
  });
}

const healthUrl = (test: string[] | undefined): URL | null => {
  const found = /https?:\/\/[^'"\s)]+/.exec((test ?? []).join(' '));
  return found ? new URL(found[0]) : null;
};

test('every dependency names a service, and a healthy one when it waits for health', () => {
  expect(appServices.map(([name]) => name).sort()).toEqual(['command-api', 'nginx-config', 'projector', 'query-api', 'workers']);
  for (const [name, s] of services) {
    for (const [dependency, { condition }] of Object.entries(s.depends_on ?? {})) {
      const target = compose.services[dependency];
      expect(target, `${name} depends on ${dependency}`).toBeDefined();
      if (condition === 'service_healthy') expect(target?.healthcheck?.test, `${dependency} has a health check`).toBeDefined();
    }
  }
  for (const [name, s] of longRunning) {
    expect(healthUrl(s.healthcheck?.test)?.pathname, `${name}'s health check`).toBe('/health/ready');
  }
});

test('each app command starts a built entry', () => {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'infra/src/run/build.ts')], { cwd: root, stdio: 'inherit' });
  for (const [name, s] of appServices) {
    const entry = s.command?.find((part) => part.startsWith('dist/server/'));
    expect(s.command?.[0], name).toBe('node');
    expect(entry && fs.existsSync(path.join(root, entry)), `${name}: ${entry}`).toBe(true);
  }
});

describe('each app service, run as the file says against a test database', () => {
  let database: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-compose-'));
  beforeAll(async () => { database = await createTestDatabase(); });
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts the service's command with its environment (addresses pointed here) and waits until it is ready. */
  async function runUntilReady(name: string, check: (ports: { port: number; metricsPort: number }) => Promise<void>): Promise<void> {
    const s = compose.services[name];
    const [command, ...args] = s?.command ?? [];
    if (command !== 'node') throw new Error(`${name} does not run node`);
    const vars = { POSTGRES_PASSWORD: 'compose-test', ...process.env } as Record<string, string>;
    const given = Object.fromEntries(Object.entries(s?.environment ?? {}).map(([k, v]) => [k, interpolate(v, vars)]));
    const ports = { port: await freePort(), metricsPort: await freePort() };
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: {
        PATH: process.env.PATH, ...given,
        DATABASE_URL: database.url, REDIS_URL: redisUrl(), HOST: '127.0.0.1', PORT: String(ports.port),
        METRICS_PORT: String(ports.metricsPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => { errors += chunk.toString('utf8'); });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await Promise.race([
        new Promise<void>((resolve) => child.on('message', (m: unknown) => { if (typeof m === 'object' && m !== null && 'ready' in m) resolve(); })),
        exited.then(() => { throw new Error(`${name} exited before it was ready: ${errors}`); }),
      ]);
      await check(ports);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }

  test.each(longRunning.map(([name]) => name))('%s becomes ready', async (name) => {
    await runUntilReady(name, async () => undefined);
  });

  // Enabled once the processes answer /health/ready (branch ops-health): the health check's own path and port.
  test('each health check\'s URL answers 200 once the service is ready', async () => {
    for (const [name, s] of longRunning) {
      const url = healthUrl(s.healthcheck?.test);
      if (!url) throw new Error(`${name} has no health check URL`);
      await runUntilReady(name, async ({ port, metricsPort }) => {
        url.port = String(url.port === '3000' ? port : metricsPort);
        url.hostname = '127.0.0.1';
        expect((await fetch(url)).status, `${name}: ${url.pathname}`).toBe(200);
      });
    }
  });

  test('the nginx-config service renders the site with its upstreams', () => {
    const s = compose.services['nginx-config'];
    const args = [...(s?.command ?? [])].slice(1);
    const out = path.join(dataDir, 'default.conf');
    args[args.indexOf('--out') + 1] = out;
    execFileSync(process.execPath, args, { cwd: root });
    const site = fs.readFileSync(out, 'utf8');
    expect(site).toMatch(/upstream inkpace_query \{\s+server query-api:3000 /);
    expect(site).toMatch(/upstream inkpace_command \{\s+server command-api:3000 /);
    expect(site).toContain('listen 80;');
  });
});
