import type pg from 'pg';
import { createLiveSchema, type AnyProjection } from '@inkpace/projector';
import { BackupFileError, restoreBackup, RestoreRefusedError, writeBackup } from '../backup/index.ts';
import type { Config } from '../config/index.ts';
import { rebuildProgressBar } from './progress-bar.ts';
import { appVersion } from './repo-root.ts';

/** `backup <file>` and `restore <file> [--force]` of the CLI (see cli.ts for the usage text). */

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

export async function backupCommand(pool: pg.Pool, config: Config, file: string): Promise<number> {
  const started = Date.now();
  const bar = rebuildProgressBar();
  try {
    const manifest = await writeBackup({ pool, uploadsDir: config.uploadsDir, file, appVersion: appVersion(), onProgress: bar.onProgress });
    bar.end();
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Backed up ${manifest.tables.length} tables (${rows} rows, log head ${manifest.logHead}) and ${manifest.uploads} uploads to ${file} in ${seconds(started)} s.`);
    return 0;
  } finally {
    bar.end();
  }
}

export async function restoreCommand(
  pool: pg.Pool, config: Config, projections: readonly AnyProjection[], file: string, force: boolean,
): Promise<number> {
  const started = Date.now();
  const bar = rebuildProgressBar();
  try {
    const { manifest, rebuilt } = await restoreBackup({
      pool, uploadsDir: config.uploadsDir, file, force, onProgress: bar.onProgress,
      projections: projections.map((p) => ({ name: p.name, version: p.version, createTables: (db) => createLiveSchema(db, p) })),
    });
    bar.end();
    console.log(`Restored ${file} (Inkpace ${manifest.appVersion}, taken ${manifest.createdAt}, log head ${manifest.logHead}) in ${seconds(started)} s.`);
    if (rebuilt.length > 0) console.log(`Projections of another version, rebuilt from the log at the next start: ${rebuilt.join(', ')}.`);
    return 0;
  } catch (error) {
    if (error instanceof BackupFileError || error instanceof RestoreRefusedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    bar.end();
  }
}
