import fs from 'node:fs';
import path from 'node:path';

/** What a server's postmaster.pid says about it (the line layout is PostgreSQL's pidfile.h). */
export interface PostmasterRecord {
  pid: number;
  port: number;
  /** Its Unix-socket directory; '' when it listens on none. */
  socketDir: string;
  /** Its TCP listen address; '' when it listens on none. */
  listenAddress: string;
}

/** The record of the server last started in `clusterDir`, or null when there is none (or it is still being written). */
export function readPostmasterRecord(clusterDir: string): PostmasterRecord | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || lines.length < 6) return null;
  return { pid, port, socketDir: lines[4]?.trim() ?? '', listenAddress: lines[5]?.trim() ?? '' };
}
