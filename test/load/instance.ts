import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runningEmbeddedUrl } from '@inkpace/infra/db';
import { since, sleep } from './stats.ts';
import { repoRoot, type Workspace } from './workspace.ts';

const ENTRY = 'dist/server/embedded.js';
/** What `npm start` runs, minus npm (npm's own start-up is not the app's); the bench builds it first. */
export const LAUNCH_COMMAND = `node ${ENTRY}`;
const START_TIMEOUT_MS = 90_000;

export interface Memory {
  /** Resident set of the Node process. */
  nodeRssKb: number;
  /**
   * Proportional set size summed over the Node process's descendants (embedded PostgreSQL): PSS, because
   * the backends share PostgreSQL's buffers and summing their RSS would count those pages once per process.
   */
  childrenPssKb: number;
  children: number;
}

export interface Instance {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 of GET /api/v1/ping. */
  startMs: number;
  /** The database the instance uses, for scenarios that go straight to the event store. */
  databaseUrl: string;
  logFile: string;
  /** False once the server process has exited, for whatever reason. */
  running(): boolean;
  /** Resolves true once the server process has exited, false if it is still running after `timeoutMs`. */
  exited(timeoutMs: number): Promise<boolean>;
  memory(): Memory | null;
  /**
   * kill -9: of the server alone (its embedded PostgreSQL is left running, orphaned, and the next start reuses
   * it), or of its whole process group (PostgreSQL too: the next start runs its crash recovery).
   */
  kill(scope: 'server' | 'group'): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function procField(pid: number, file: string, field: string): number | null {
  try {
    const line = fs.readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) : null;
  } catch {
    return null; // the process ended meanwhile, or this is not Linux
  }
}

function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may contain spaces and parentheses: fields resume after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [root];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

function readMemory(pid: number): Memory | null {
  const nodeRssKb = procField(pid, 'status', 'VmRSS');
  if (nodeRssKb === null) return null;
  const children = descendants(pid).filter((p) => p !== pid);
  const childrenPssKb = children.reduce((sum, p) => sum + (procField(p, 'smaps_rollup', 'Pss') ?? 0), 0);
  return { nodeRssKb, childrenPssKb, children: children.length };
}

function embeddedDatabaseUrl(dataDir: string): string {
  const url = runningEmbeddedUrl(path.join(dataDir, 'pg'));
  if (!url) throw new Error('no embedded PostgreSQL runs in the workspace');
  return url;
}

/** kill -9 of the embedded PostgreSQL's postmaster in `dataDir`, if one runs. */
function killPostmaster(dataDir: string): void {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGKILL');
  } catch {
    // none runs (or it is gone already)
  }
}

function logTail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Spawns the embedded-mode server on the workspace and resolves once GET /api/v1/ping answers 200. */
export async function startInstance(ws: Workspace, label: string): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(ws.root, `${label}.log`);
  const log = fs.openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env, // REDIS_URL, SMTP_URL... pass through: the bench runs whatever mode the caller configured
    PORT: String(port),
    DATA_DIR: ws.dataDir,
    DATABASE_URL: ws.databaseUrl ?? '', // empty means unset to the app's config
    MAIL_OUTBOX_DIR: path.join(ws.root, 'outbox'),
    UPLOADS_DIR: path.join(ws.root, 'uploads'),
    AUTH_RATE_LIMIT: '1000000000', // the bench signs in far faster than any real client may
    API_RATE_LIMIT: '1000000000', // and calls the API far faster than any key may
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    // Off: no scenario reads metrics, and the default port may be held by another Inkpace on the machine.
    METRICS_PORT: '',
  };
  const started = performance.now();
  // Its own process group, so a server that ignores SIGTERM can be killed together with its PostgreSQL.
  const child = spawn(process.execPath, [ENTRY], { cwd: repoRoot, env, stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  // A failed spawn is reported as an 'error' event, which would otherwise crash the bench: pid says it all.
  child.on('error', () => undefined);
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not spawn the server');
  ws.trackServer(pid);

  const running = () => child.exitCode === null && child.signalCode === null;
  const groupLeft = (): boolean => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signalGroup = (signal: NodeJS.Signals): void => {
    try {
      process.kill(-pid, signal);
    } catch {
      // gone meanwhile
    }
  };
  const stop = async (): Promise<void> => {
    if (running()) {
      child.kill('SIGTERM'); // the server stops its embedded PostgreSQL itself, and waits for it
      await exited(child, 20_000);
    }
    // A server that hung or was killed leaves processes in its group: its PostgreSQL above all, which would
    // keep the workspace's files open. SIGINT is PostgreSQL's fast shutdown; SIGKILL for whatever ignores it.
    for (const signal of ['SIGINT', 'SIGKILL'] as const) {
      if (!groupLeft()) return;
      signalGroup(signal);
      for (let i = 0; i < 50 && groupLeft(); i++) await sleep(100);
    }
  };

  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before answering; log ${logFile}:\n${logTail(logFile)}`);
      }
      const ok = await fetch(`${url}/api/v1/ping`, { signal: AbortSignal.timeout(1_000) })
        .then(async (res) => {
          await res.arrayBuffer(); // drain it, or the connection is held until garbage collection
          return res.status === 200;
        })
        .catch(() => false); // refused until the server listens
      if (ok) break;
      if (since(started) > START_TIMEOUT_MS) throw new Error(`server did not answer within ${START_TIMEOUT_MS} ms; log ${logFile}:\n${logTail(logFile)}`);
      await sleep(20);
    }
    const startMs = since(started);
    const databaseUrl = ws.databaseUrl ?? embeddedDatabaseUrl(ws.dataDir);
    const kill = async (scope: 'server' | 'group'): Promise<void> => {
      if (scope === 'group') {
        signalGroup('SIGKILL');
        // A PostgreSQL this server reused (left by an earlier one) is in that one's group: killed by its pid.
        killPostmaster(ws.dataDir);
      } else {
        child.kill('SIGKILL');
      }
      await exited(child, 10_000);
      // PostgreSQL's backends notice their postmaster's end a moment later; the next start waits them out.
    };
    return {
      url, pid, startMs, databaseUrl, logFile, running, stop, kill,
      exited: (timeoutMs) => exited(child, timeoutMs),
      memory: () => readMemory(pid),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
