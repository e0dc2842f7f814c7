import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPool } from '@inkpace/infra/db';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the reaper needs to undo a run whose bench process died: written before each thing exists. */
export interface ReaperState {
  /** Process-group ids of the servers started (each server leads its own group). */
  serverGroups: number[];
  /** The database created for the run on DATABASE_URL's server, with a URL to its maintenance database. */
  database: { adminUrl: string; name: string } | null;
}

export const STATE_FILE = 'reaper.json';

/** Everything one bench run creates on disk (and its database when DATABASE_URL is set), removed by dispose. */
export interface Workspace {
  root: string;
  dataDir: string;
  /** A database created for this run on DATABASE_URL's server; undefined for the embedded default. */
  databaseUrl: string | undefined;
  /** Records a server's process group, so the reaper can stop it should the bench die first. */
  trackServer(pid: number): void;
  /** Copies the servers' logs out of the workspace (which dispose removes) into `dir`; returns their paths. */
  keepLogs(dir: string): string[];
  dispose(): Promise<void>;
}

export async function onServer(adminUrl: string, statement: string): Promise<void> {
  const pool = createPool(adminUrl, 1);
  try {
    await pool.query(statement);
  } finally {
    await pool.end();
  }
}

/**
 * The bench cannot always clean up after itself: under `npm run bench`, tsx's CLI relays Ctrl-C to the bench
 * and SIGKILLs it when two relays in a row go unacknowledged for 30 ms, which happens on a busy 2-core machine.
 * So a detached reaper watches the bench's pid and undoes the run if the bench dies with the workspace still there.
 */
async function startReaper(root: string): Promise<number | undefined> {
  const reaper = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'test/load/reaper.ts'), String(process.pid), root], {
    cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'], detached: true,
  });
  // Its own start-up (loading tsx) must be over before the cold-start clock runs, on a machine with 2 cores.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 10_000);
    reaper.stdout.once('data', done);
    reaper.once('exit', done);
    reaper.once('error', done);
  });
  reaper.stdout.destroy();
  reaper.unref();
  return reaper.pid;
}

export async function createWorkspace(baseDatabaseUrl: string | undefined): Promise<Workspace> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-bench-'));
  // As root, embedded PostgreSQL runs as the postgres user, which must be able to reach its folder.
  fs.chmodSync(root, 0o755);
  const state: ReaperState = { serverGroups: [], database: null };
  const save = () => fs.writeFileSync(path.join(root, STATE_FILE), JSON.stringify(state));
  save();
  const reaperPid = await startReaper(root);
  const dismissReaper = () => {
    // Our own child, by its pid: with the workspace gone it has nothing left to watch.
    if (reaperPid === undefined) return;
    try {
      process.kill(reaperPid, 'SIGTERM');
    } catch {
      // it had already noticed and exited
    }
  };

  let databaseUrl: string | undefined;
  if (baseDatabaseUrl) {
    const name = `inkpace_bench_${Date.now()}`;
    const admin = new URL(baseDatabaseUrl);
    admin.pathname = '/postgres'; // CREATE/DROP DATABASE cannot run inside the database concerned
    const url = new URL(baseDatabaseUrl);
    url.pathname = `/${name}`;
    // Recorded before it exists: a bench killed mid-CREATE still gets it dropped ("if exists").
    state.database = { adminUrl: admin.toString(), name };
    save();
    try {
      await onServer(admin.toString(), `create database ${name}`);
    } catch (error) {
      fs.rmSync(root, { recursive: true, force: true });
      dismissReaper();
      throw error;
    }
    databaseUrl = url.toString();
  }

  return {
    root,
    dataDir: path.join(root, 'data'),
    databaseUrl,
    trackServer(pid) {
      state.serverGroups.push(pid);
      save();
    },
    keepLogs(dir) {
      fs.mkdirSync(dir, { recursive: true });
      return fs.readdirSync(root).filter((f) => f.endsWith('.log')).map((f) => {
        const kept = path.join(dir, f);
        fs.copyFileSync(path.join(root, f), kept);
        return kept;
      });
    },
    async dispose() {
      try {
        if (state.database) await onServer(state.database.adminUrl, `drop database if exists ${state.database.name} with (force)`);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
        dismissReaper();
      }
    },
  };
}
