import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isAlive } from '../../net/index.ts';

/** Helpers of the embedded PostgreSQL's tests (real servers in temporary data folders). */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A DATA_DIR of its own, removed with its server by `cleanUp`. */
export function tempDataDir(made: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-embedded-'));
  fs.chmodSync(dir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach its folder
  made.push(dir);
  return dir;
}

export async function cleanUp(made: string[]): Promise<void> {
  for (const dir of made) {
    await stopPostmaster(path.join(dir, 'pg'));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The first row of `text`'s result, on a connection of its own. */
export async function query(url: string, text: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0];
  } finally {
    await client.end();
  }
}

export function withPassword(url: string, password: string): string {
  const changed = new URL(url);
  changed.password = password;
  return changed.toString();
}

export function postmasterPid(pgDir: string): number {
  return Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function stopPostmaster(pgDir: string): Promise<void> {
  if (!fs.existsSync(path.join(pgDir, 'postmaster.pid'))) return;
  const pid = postmasterPid(pgDir);
  try { process.kill(pid, 'SIGINT'); } catch { return; }
  for (let i = 0; i < 200 && isAlive(pid); i++) await sleep(50);
}

/**
 * Starts the embedded PostgreSQL in `pgDir` from another Node process, as the app would, and resolves with that
 * process and the URL it got once the server answers: the test can then kill -9 it as a crash would.
 */
export async function startInAnotherProcess(pgDir: string): Promise<{ holder: ChildProcess; url: string }> {
  const entry = path.resolve(import.meta.dirname, '../index.ts');
  const script = `const { startEmbeddedPostgres } = await import(${JSON.stringify(entry)});
const { url } = await startEmbeddedPostgres(${JSON.stringify(pgDir)});
process.stdout.write(JSON.stringify(url) + '\\n');
setInterval(() => undefined, 1 << 30);`;
  const holder = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(holder.stdout!, 'data')) as [Buffer];
  return { holder, url: JSON.parse(line.toString()) as string };
}
