import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, createPool, type Kysely } from '@inkpace/infra/db';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  db: Kysely<unknown>;
  drop(): Promise<void>;
}

/** A fresh, fully migrated database of its own for one test file (cloned from the run's template). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // CREATE DATABASE ... TEMPLATE fails while another session is connected to the template; retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      break;
    } catch (e) {
      if (attempt > 50) throw e;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    }
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 10);
  const db = createDb<unknown>(pool);
  return {
    url: url.toString(),
    pool,
    db,
    async drop() {
      await db.destroy();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function redisUrl(): string {
  return inject('redisUrl');
}
