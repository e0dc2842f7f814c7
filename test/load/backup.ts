import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restoreBackup, writeBackup } from '@inkpace/infra/backup';
import { createPool, ensureDatabase } from '@inkpace/infra/db';
import { createLiveSchema, projections } from '@inkpace/projector';
import { seedUser } from './admin.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { since } from './stats.ts';
import type { Row } from './table.ts';

/**
 * Issue 30's backup figures: a log of BENCH_BACKUP_ENTRIES entries (default 200,000) from 20 writers, backed up while
 * the instance runs, then restored into a fresh database on the same server.
 */
const ENTRIES = Number(process.env.BENCH_BACKUP_ENTRIES ?? 200_000);
const WRITERS = 20;

export const backupScenarios: ScenarioGroup = {
  name: 'backup',
  optIn: true,
  async run(ctx: BenchContext): Promise<Row[]> {
    ctx.progress(`backup: seeding ${ENTRIES} entries`);
    for (let w = 0; w < WRITERS; w += 1) await seedUser(ctx.instance.url, `backup${w}x${process.pid}`, Math.ceil(ENTRIES / WRITERS), w + 1);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-bench-backup-'));
    const file = path.join(work, 'bench.tar.gz');
    const source = createPool(ctx.instance.databaseUrl, 4);
    const targetUrl = new URL(ctx.instance.databaseUrl);
    targetUrl.pathname = `${targetUrl.pathname}_restore_${process.pid}`;
    await ensureDatabase(targetUrl.toString());
    const target = createPool(targetUrl.toString(), 4);
    try {
      ctx.progress('backup: writing the backup');
      const backupStarted = performance.now();
      const manifest = await writeBackup({ pool: source, uploadsDir: path.join(work, 'uploads'), file, appVersion: 'bench' });
      const backupMs = since(backupStarted);
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      const events = manifest.tables.find((t) => t.schema === 'public' && t.name === 'events')?.rows ?? 0;
      ctx.progress('backup: restoring it into a fresh database');
      const restoreStarted = performance.now();
      await restoreBackup({
        pool: target, uploadsDir: path.join(work, 'restored-uploads'), file,
        projections: projections.map((p) => ({ name: p.name, version: p.version, createTables: (db) => createLiveSchema(db, p) })),
      });
      const restoreMs = since(restoreStarted);
      const scenario = `backup: ${events} events, ${rows} rows in ${manifest.tables.length} tables`;
      return [
        { scenario, figure: 'backup while serving', value: backupMs / 1000, unit: 's' },
        { scenario, figure: 'backup rate', value: rows / (backupMs / 1000), unit: 'rows/s' },
        { scenario, figure: 'backup file', value: fs.statSync(file).size / 1024 / 1024, unit: 'MB' },
        { scenario, figure: 'restore into an empty database', value: restoreMs / 1000, unit: 's' },
        { scenario, figure: 'restore rate', value: rows / (restoreMs / 1000), unit: 'rows/s' },
      ];
    } finally {
      await source.end();
      await target.end();
      const admin = new URL(targetUrl);
      admin.pathname = '/postgres';
      const c = createPool(admin.toString(), 1);
      await c.query(`drop database if exists "${targetUrl.pathname.slice(1)}" with (force)`).catch(() => undefined);
      await c.end();
      fs.rmSync(work, { recursive: true, force: true });
    }
  },
};
