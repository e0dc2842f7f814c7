import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from '../../net/index.ts';

/** What a server's postmaster.pid says about it (the line layout is PostgreSQL's pidfile.h). */
export interface PostmasterRecord {
  pid: number;
  /** NaN until written. */
  port: number;
  /** Its Unix-socket directory; '' when it listens on none. */
  socketDir: string;
  /** Its TCP listen address; '' when it listens on none. */
  listenAddress: string;
  /** The System V shared memory segment its processes attach (the interlock PostgreSQL checks on start). */
  sharedMemoryId: number | null;
  /** 'starting', 'ready', 'stopping' or 'standby'; '' until written. */
  status: string;
}

/** The record of the server last started in `clusterDir`, or null when there is none. */
export function readPostmasterRecord(clusterDir: string): PostmasterRecord | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const sharedMemory = (lines[6] ?? '').trim().split(/\s+/);
  const sharedMemoryId = sharedMemory.length === 2 ? Number(sharedMemory[1]) : NaN;
  return {
    pid,
    port: Number(lines[3]),
    socketDir: lines[4]?.trim() ?? '',
    listenAddress: lines[5]?.trim() ?? '',
    sharedMemoryId: Number.isInteger(sharedMemoryId) ? sharedMemoryId : null,
    status: lines[7]?.trim() ?? '',
  };
}

/** A file under /proc, or null: gone, not ours to read, or no /proc (not Linux). */
function readProc(relative: string): string | null {
  try {
    return fs.readFileSync(`/proc/${relative}`, 'utf8');
  } catch {
    return null;
  }
}

function workingDirectory(pid: number): string | null {
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return null;
  }
}

/**
 * Whether `pid` is a live postmaster of `clusterDir`. A killed one that is not reaped yet (a zombie) is not, nor
 * is another program that got its pid since. Where /proc cannot tell (not Linux), a process with that pid is.
 */
export function postmasterLives(pid: number, clusterDir: string): boolean {
  if (!isAlive(pid)) return false;
  const stat = readProc(`${pid}/stat`);
  if (stat === null) return isAlive(pid);
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  if (state === 'Z' || state === 'X') return false;
  // A postmaster's working directory is its cluster's.
  const cwd = workingDirectory(pid);
  return cwd === null || cwd === fs.realpathSync(clusterDir);
}

/** How many processes still attach a shared memory segment (0 when it is gone); null where that cannot be read. */
export function sharedMemoryAttachments(id: number): number | null {
  const table = readProc('sysvipc/shm');
  if (table === null) return null;
  for (const row of table.split('\n').slice(1)) {
    const fields = row.trim().split(/\s+/); // key shmid perms size cpid lpid nattch …
    if (Number(fields[1]) === id) return Number(fields[6]);
  }
  return 0;
}
