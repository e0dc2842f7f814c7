import pg from 'pg';
import { PROBE_TIMEOUT_MS } from './health.ts';

/**
 * Checks the database with `select 1` on a connection of its own: a busy pool (every connection in a long
 * request) must not make the database look unreachable, nor a dead one make the check wait on the pool.
 */
export function databaseProbe(connectionString: string): { check(): Promise<void>; close(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString, max: 1, idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS,
    application_name: 'inkpace-health',
  });
  // A connection lost while idle is replaced on the next check; it must not crash the process.
  pool.on('error', () => undefined);
  return {
    async check() {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
