import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, createPool, migrate, startEmbeddedPostgres } from '@inkpace/infra/db';
import net from 'node:net';
import { freePort } from '@inkpace/infra/net';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose role may create databases; tests create their own from the template. */
    pgAdminUrl: string;
    /** A database with every migration applied, used as CREATE DATABASE ... TEMPLATE. */
    pgTemplate: string;
    redisUrl: string;
  }
}


async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => { s.end(); resolve(true); });
      s.on('error', () => resolve(false));
    });
    if (ok) return { url, child };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('redis-server did not start (is the redis-server package installed?)');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = [];
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-test-pg-'));
    fs.chmodSync(dir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach its folder
    const embedded = await startEmbeddedPostgres(path.join(dir, 'pg'), 'postgres');
    adminUrl = embedded.url;
    cleanups.push(async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    });
  }
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    const redis = await startRedis();
    redisUrl = redis.url;
    cleanups.push(async () => { redis.child.kill('SIGTERM'); });
  }

  const template = `inkpace_tmpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const pool = createPool(url.toString(), 2);
  const db = createDb<unknown>(pool);
  await migrate(db);
  await db.destroy();
  cleanups.unshift(async () => {
    // Databases left by crashed test files are dropped with the template's run.
    const left = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`, [`${template}%`]);
    for (const row of left.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.end();
  });

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('redisUrl', redisUrl);
  return async () => {
    for (const c of cleanups) await c();
  };
}
