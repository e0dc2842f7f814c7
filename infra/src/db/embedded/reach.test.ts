import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { startEmbeddedPostgres } from '../index.ts';

/**
 * As root the embedded PostgreSQL runs as the postgres system user, which must be able to enter every folder
 * above its cluster. A DATA_DIR it cannot enter (`mktemp -d` makes them 0700) is named, with the command that
 * lets it in, instead of initdb's bare "could not access directory"; nothing of the user's is chmod-ed silently.
 */
const asRoot = process.getuid?.() === 0;
const made: string[] = [];

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

test.runIf(asRoot)('as root, a folder above DATA_DIR that the postgres user cannot enter is named with the command to run', { timeout: 60_000 }, async () => {
  const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-private-'));
  made.push(privateDir);
  expect(fs.statSync(privateDir).mode & 0o777).toBe(0o700);
  const dataDir = path.join(privateDir, 'data');
  fs.mkdirSync(dataDir, { mode: 0o755 });

  await expect(startEmbeddedPostgres(path.join(dataDir, 'pg'))).rejects.toThrow(`chmod o+x ${privateDir}`);
  expect(fs.statSync(privateDir).mode & 0o777).toBe(0o700); // left as the user made it

  // The command the message gives is enough.
  fs.chmodSync(privateDir, 0o701);
  const started = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
  try {
    const client = new pg.Client({ connectionString: started.url });
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  } finally {
    await started.stop();
  }
});

test.runIf(asRoot)('as root under umask 077, the folders it makes for DATA_DIR let the postgres user through, and it starts', { timeout: 60_000 }, async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-umask-'));
  made.push(parent);
  fs.chmodSync(parent, 0o755);
  const dataDir = path.join(parent, 'made', 'here');
  const umask = process.umask(0o077);
  let started: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  try {
    started = await startEmbeddedPostgres(path.join(dataDir, 'pg'));
  } finally {
    process.umask(umask);
  }
  try {
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o711); // passable, not listable
    const client = new pg.Client({ connectionString: started.url });
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  } finally {
    await started.stop();
  }
  expect(fs.statSync(parent).mode & 0o777).toBe(0o755); // not made here: untouched
});
