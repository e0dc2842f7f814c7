/**
 * Started detached by workspace.ts: `reaper.ts <bench pid> <workspace root>`. Waits for the bench process to
 * end; if the workspace is still there then, the bench died without cleaning up, so it stops the servers the
 * bench recorded, drops the run's database and removes the workspace. It never touches anything not recorded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isAlive as alive } from '@inkpace/infra/net';
import { STATE_FILE, onServer, type ReaperState } from './workspace.ts';

const POLL_MS = 250;

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

function readState(root: string): ReaperState | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, STATE_FILE), 'utf8')) as ReaperState;
  } catch {
    return null;
  }
}

/** True while any process of the group is left (a killed server's PostgreSQL outlives it in its group). */
function groupLeft(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitGone(groups: number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (groups.some(groupLeft) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

async function reap(root: string): Promise<void> {
  const state = readState(root);
  if (state) {
    const left = state.serverGroups.filter(groupLeft);
    // SIGTERM first: a live server then stops its embedded PostgreSQL cleanly, as on any shutdown. What
    // remains after that (an orphaned PostgreSQL) gets its fast shutdown, then SIGKILL.
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGKILL'] as const) {
      for (const pgid of left.filter(groupLeft)) signalGroup(pgid, signal);
      await waitGone(left, 10_000);
    }
    if (state.database) {
      const { adminUrl, name } = state.database;
      await onServer(adminUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
    }
  }
  fs.rmSync(root, { recursive: true, force: true });
}

const [benchPidArg, root] = process.argv.slice(2);
const benchPid = Number(benchPidArg);
// Only ever a workspace the bench made: a wrong argument must not become an rm -rf elsewhere.
if (!Number.isInteger(benchPid) || benchPid <= 0 || !root || !path.basename(root).startsWith('inkpace-bench-')) {
  process.stderr.write('usage: reaper.ts <bench pid> <workspace root>\n');
  process.exit(2);
}
process.on('SIGTERM', () => process.exit(0)); // the bench cleaned up itself and dismisses us
process.stdout.write('ready\n');
while (alive(benchPid) && fs.existsSync(root)) await new Promise((r) => setTimeout(r, POLL_MS));
if (fs.existsSync(root)) await reap(root);
process.exit(0);
