import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run cli -- <args>` from the source tree against the given database and uploads directory. */
export const runCli = (env: { DATABASE_URL: string; UPLOADS_DIR: string }, ...args: string[]) =>
  promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['infra/src/run/cli.ts', ...args], {
    cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
  });

/**
 * Every row of every application table (each row as PostgreSQL's text of it, sorted), by `schema.table`: what a
 * restore must bring back. A rebuild's leftovers and the migrator's own tables are not the application's.
 */
export async function tableContents(pool: pg.Pool): Promise<Map<string, string[]>> {
  const tables = await pool.query<{ schema: string; name: string }>(`
    select schemaname::text as schema, tablename::text as name from pg_tables
    where schemaname <> 'information_schema' and schemaname not like 'pg\\_%'
      and schemaname not like '%\\_\\_next' and schemaname not like '%\\_\\_old' and tablename not like 'kysely\\_%'
    order by 1, 2`);
  const out = new Map<string, string[]>();
  for (const t of tables.rows) {
    const rows = await pool.query<{ row: string }>(`select r::text as row from "${t.schema}"."${t.name}" r order by 1`);
    out.set(`${t.schema}.${t.name}`, rows.rows.map((r) => r.row));
  }
  return out;
}
