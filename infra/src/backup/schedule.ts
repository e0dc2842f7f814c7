import fs from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';
import type pg from 'pg';
import type { Clock } from '../clock/index.ts';
import type { Logger } from '../log/index.ts';
import { writeBackup } from './write-backup.ts';

/**
 * Scheduled backups (BACKUP_CRON, in UTC): each process running the workers fires on the schedule; one of them takes
 * the backup under a PostgreSQL advisory lock, names it after the minute it was due, and keeps the newest
 * BACKUP_KEEP. The name makes the slot's backup happen once even when processes fire a little apart.
 */

const FILE_PATTERN = /^inkpace-\d{8}T\d{4}Z\.tar\.gz$/;
/** The advisory lock key (a bigint) of the scheduled backup; any other use of the same key would be a bug. */
const BACKUP_LOCK_KEY = '7310942771804301';

/** `inkpace-20261128T0300Z.tar.gz`: the UTC minute it was due, so names sort by time. */
export function backupFileName(due: Date): string {
  const minute = due.toISOString().slice(0, 16).replace(/[-:]/g, '');
  return `inkpace-${minute}Z.tar.gz`;
}

/** The scheduled backups in `names` beyond the newest `keep` (other files are never touched). */
export function backupsBeyond(names: readonly string[], keep: number): string[] {
  return names.filter((n) => FILE_PATTERN.test(n)).sort().reverse().slice(keep);
}

export interface ScheduledBackupOptions {
  pool: pg.Pool;
  dir: string;
  keep: number;
  uploadsDir: string;
  appVersion: string;
  clock: Clock;
  log: Logger;
}

/**
 * Takes the backup due now, unless another process holds the lock or already wrote this slot's file; then deletes
 * the oldest beyond `keep`, only after the new one is complete (a failed backup deletes nothing).
 */
export async function takeScheduledBackup(options: ScheduledBackupOptions): Promise<{ taken: string | null; deleted: string[] }> {
  const client = await options.pool.connect();
  try {
    const locked = (await client.query<{ ok: boolean }>(`select pg_try_advisory_lock(${BACKUP_LOCK_KEY}::bigint) as ok`)).rows[0]?.ok;
    if (!locked) return { taken: null, deleted: [] };
    try {
      const file = path.join(options.dir, backupFileName(options.clock.now()));
      if (fs.existsSync(file)) return { taken: null, deleted: [] };
      await writeBackup({ pool: options.pool, uploadsDir: options.uploadsDir, file, appVersion: options.appVersion, now: () => options.clock.now() });
      const deleted = backupsBeyond(await fs.promises.readdir(options.dir), options.keep);
      for (const name of deleted) await fs.promises.rm(path.join(options.dir, name), { force: true });
      options.log.info({ file, deleted }, 'scheduled backup written');
      return { taken: file, deleted };
    } finally {
      await client.query(`select pg_advisory_unlock(${BACKUP_LOCK_KEY}::bigint)`);
    }
  } finally {
    client.release();
  }
}

/** Starts the schedule; `stop` ends it, after a backup under way has finished. */
export function startBackupSchedule(options: ScheduledBackupOptions & { cron: string }): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  // protect: a run still going when the next is due is not overlapped.
  const job = new Cron(options.cron, { timezone: 'UTC', protect: true }, async () => {
    running = takeScheduledBackup(options).catch((err: unknown) => {
      options.log.error({ err }, 'scheduled backup failed; older backups were kept');
    });
    await running;
  });
  return {
    async stop() {
      job.stop();
      await running;
    },
  };
}
