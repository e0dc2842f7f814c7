import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@inkpace/test/db';
import { ManualClock } from '../clock/index.ts';
import { loadConfig } from '../config/index.ts';
import { createLogger } from '../log/index.ts';
import { backupFileName, backupsBeyond, takeScheduledBackup, verifyBackup, type ScheduledBackupOptions } from './index.ts';

let t: TestDatabase;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-backups-'));
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-uploads-'));
const clock = new ManualClock(new Date('2026-11-01T03:00:00Z'));
const DAY = 24 * 3600 * 1000;
let options: ScheduledBackupOptions;

beforeAll(async () => {
  t = await createTestDatabase();
  options = { pool: t.pool, dir, keep: 3, uploadsDir, appVersion: 'test', clock, log: createLogger('silent') };
});
afterAll(async () => {
  await t?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

test('backups are named by the UTC minute they were due, so they sort by time', () => {
  expect(backupFileName(new Date('2026-11-28T03:00:41.5Z'))).toBe('inkpace-20261128T0300Z.tar.gz');
  expect(backupsBeyond(['inkpace-20261102T0300Z.tar.gz', 'notes.txt', 'inkpace-20261103T0300Z.tar.gz', 'inkpace-20261101T0300Z.tar.gz'], 2))
    .toEqual(['inkpace-20261101T0300Z.tar.gz']);
});

test('the schedule keeps the newest BACKUP_KEEP backups and leaves other files alone', { timeout: 60_000 }, async () => {
  fs.writeFileSync(path.join(dir, 'operator-notes.txt'), 'mine');
  for (let day = 0; day < 5; day += 1) {
    const { taken } = await takeScheduledBackup(options);
    expect(taken).toBe(path.join(dir, backupFileName(clock.now())));
    clock.advance(DAY);
  }
  expect(fs.readdirSync(dir).sort()).toEqual([
    'inkpace-20261103T0300Z.tar.gz', 'inkpace-20261104T0300Z.tar.gz', 'inkpace-20261105T0300Z.tar.gz', 'operator-notes.txt',
  ]);
  expect((await verifyBackup(path.join(dir, 'inkpace-20261105T0300Z.tar.gz'))).createdAt).toBe('2026-11-05T03:00:00.000Z');
});

test('a slot already backed up, or a backup under way elsewhere, is not taken again', { timeout: 60_000 }, async () => {
  clock.advance(-DAY); // the 5th's slot, written above
  expect((await takeScheduledBackup(options)).taken).toBeNull();
  clock.advance(DAY);
  const other = new pg.Client({ connectionString: t.url });
  await other.connect();
  try {
    await other.query('select pg_advisory_lock(7310942771804301)');
    expect((await takeScheduledBackup(options)).taken).toBeNull();
  } finally {
    await other.end();
  }
  expect(fs.existsSync(path.join(dir, backupFileName(clock.now())))).toBe(false);
});

test('a failed backup deletes no older one and leaves no partial file', { timeout: 60_000 }, async () => {
  const before = fs.readdirSync(dir).sort();
  const notADirectory = path.join(dir, 'operator-notes.txt');
  await expect(takeScheduledBackup({ ...options, uploadsDir: notADirectory, keep: 1 })).rejects.toThrow();
  expect(fs.readdirSync(dir).sort()).toEqual(before);
});

test('BACKUP_CRON must be a cron expression; BACKUP_DIR defaults under DATA_DIR and BACKUP_KEEP to 7', () => {
  expect(() => loadConfig({ BACKUP_CRON: 'every night' })).toThrow(/BACKUP_CRON/);
  const config = loadConfig({ BACKUP_CRON: '0 3 * * *', DATA_DIR: '/srv/inkpace' });
  expect(config.backup).toEqual({ cron: '0 3 * * *', keep: 7, dir: '/srv/inkpace/backups' });
});
