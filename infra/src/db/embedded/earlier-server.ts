import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { addressOf, connectAsSuperuser, notAcceptingYet, type Address } from './connection.ts';
import { postmasterLives, readPostmasterRecord, sharedMemoryAttachments, type PostmasterRecord } from './postmaster.ts';

/** How long a server left by an earlier process is waited for: to accept connections, or for its processes to go. */
const EARLIER_SERVER_WAIT_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Settles what an earlier process left in the cluster. A live postmaster (its Node was killed) is waited for
 * until it accepts connections, then reused. A dead one's processes are waited out: its backends run in sessions
 * of their own (a kill of the app's process group misses them) and hold its shared memory until they notice,
 * and PostgreSQL will not start while they do. Returns the reused server, with a superuser connection, or null.
 */
export async function settleEarlierServer(clusterDir: string, password: string, passwordFile: string): Promise<{ address: Address; client: pg.Client } | null> {
  const deadline = Date.now() + EARLIER_SERVER_WAIT_MS;
  const waited = `${EARLIER_SERVER_WAIT_MS / 1000} s`;
  let lastError: unknown;
  for (;;) {
    const record = readPostmasterRecord(clusterDir);
    if (!record) return null;
    if (!postmasterLives(record.pid, clusterDir)) {
      await waitForSharedMemory(clusterDir, record, deadline);
      removeStaleLockFiles(clusterDir, record);
      return null;
    }
    const address = addressOf(record);
    if (address && record.status !== 'stopping') {
      try {
        return { address, client: await connectAsSuperuser(address, password, passwordFile) };
      } catch (error) {
        if (!notAcceptingYet(error)) throw error;
        lastError = error;
      }
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The PostgreSQL left running in ${clusterDir} (pid ${record.pid}, ${record.status || 'starting'}) did not accept connections within ${waited}: stop it (kill -INT ${record.pid}) and start again`,
        { cause: lastError },
      );
    }
    await sleep(50);
  }
}

async function waitForSharedMemory(clusterDir: string, record: PostmasterRecord, deadline: number): Promise<void> {
  if (record.sharedMemoryId === null) return;
  for (;;) {
    // null: this system cannot tell (not Linux); PostgreSQL's own check then decides.
    const attached = sharedMemoryAttachments(record.sharedMemoryId);
    if (!attached) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${attached} processes of the PostgreSQL that ran in ${clusterDir} (pid ${record.pid}, now gone) still hold its shared memory (segment ${record.sharedMemoryId}): end them, then start again`,
      );
    }
    await sleep(50);
  }
}

/**
 * The dead server's lock files (the data folder's and its socket's) name its pid. While a process still has that
 * pid (killed but not yet reaped, or another program since), PostgreSQL takes them for a running server's and
 * refuses to start.
 */
function removeStaleLockFiles(clusterDir: string, record: PostmasterRecord): void {
  const lockFiles = [path.join(clusterDir, 'postmaster.pid')];
  if (record.socketDir) lockFiles.push(path.join(record.socketDir, `.s.PGSQL.${record.port}.lock`));
  for (const file of lockFiles) {
    let owner: number;
    try {
      owner = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
    } catch {
      continue; // none
    }
    if (owner === record.pid) fs.rmSync(file, { force: true });
  }
}
