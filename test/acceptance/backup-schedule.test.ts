import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { verifyBackup } from '@inkpace/infra/backup';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signUpUser } from '../support/accounts.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-scheduled-'));
let t: TestApp;
// Every second (croner's six-field form): the first slot comes at once, and later ones in the same minute find
// that minute's file and leave it.
beforeAll(async () => { t = await startTestApp({ env: { BACKUP_CRON: '* * * * * *', BACKUP_DIR: dir, BACKUP_KEEP: '2' } }); });
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('with BACKUP_CRON set, the workers write backups into BACKUP_DIR on the schedule', { timeout: 60_000 }, async () => {
  await signUpUser(t);
  const deadline = Date.now() + 30_000;
  let files: string[] = [];
  while ((files = fs.readdirSync(dir).filter((f) => f.endsWith('.tar.gz'))).length === 0) {
    if (Date.now() > deadline) throw new Error('no scheduled backup was written');
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(files[0]).toMatch(/^inkpace-\d{8}T\d{4}Z\.tar\.gz$/);
  const manifest = await verifyBackup(path.join(dir, files[0]!));
  expect(manifest.tables.some((table) => table.name === 'events')).toBe(true);
});
