import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import type { Readable } from 'node:stream';

export interface ProcessSpec {
  /** Role and index, e.g. `query-api#2`: the prefix of every line it logs. */
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /**
   * How the process says it is ready: `ipc` when it sends `{ready: true}` on its IPC channel (main.ts does), or a
   * probe polled until it answers true.
   */
  ready: 'ipc' | (() => Promise<boolean>);
  /** The signal that asks it to finish its work and exit (nginx: SIGQUIT; our processes: SIGTERM). */
  stopSignal: NodeJS.Signals;
}

/** How long a process may take to become ready before it counts as failed. */
const READY_TIMEOUT_MS = 90_000;
/** How long a process may take to stop (an API drains its requests and streams) before it is killed. */
export const STOP_TIMEOUT_MS = 30_000;
/** Restart delays double from the first to the last; a process that ran for RESET_AFTER_MS starts again at the first. */
const RESTART_DELAY_MS = { first: 500, last: 30_000 };
const RESET_AFTER_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Copies each line of a child's output to ours with its name in front. */
function prefixLines(stream: Readable | null, name: string, out: NodeJS.WritableStream): void {
  if (!stream) return;
  readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
}

/**
 * One child process kept running: started and waited for until ready, restarted with backoff when it exits on its
 * own, stopped with its stop signal (then killed after STOP_TIMEOUT_MS).
 */
export class SupervisedProcess {
  private child: ChildProcess | null = null;
  private stopping = false;
  /** Set while restart() replaces the process: its exit is expected, not a crash to recover from. */
  private replacing = false;
  private delay = RESTART_DELAY_MS.first;
  private startedAt = 0;
  private exited: Promise<void> = Promise.resolve();
  restarts = 0;

  constructor(readonly spec: ProcessSpec, private readonly log: (line: string) => void, private readonly onRestart?: (p: SupervisedProcess) => void) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process and resolves once it is ready; rejects if it exits or times out first. */
  async start(): Promise<void> {
    const { spec } = this;
    const child = spawn(spec.command, spec.args, { env: spec.env, stdio: ['ignore', 'pipe', 'pipe', ...(spec.ready === 'ipc' ? ['ipc' as const] : [])] });
    this.child = child;
    this.startedAt = Date.now();
    prefixLines(child.stdout, spec.name, process.stdout);
    prefixLines(child.stderr, spec.name, process.stderr);
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (!this.stopping && !this.replacing) void this.restartAfterExit(code, signal);
      resolve();
    }));
    const exitedEarly = this.exited.then(() => { throw new Error(`${spec.name} exited before it was ready`); });
    const ready = spec.ready === 'ipc'
      ? new Promise<void>((resolve) => child.on('message', (m: unknown) => { if (typeof m === 'object' && m !== null && 'ready' in m) resolve(); }))
      : this.poll(spec.ready);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`${spec.name} was not ready within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS); });
    try {
      await Promise.race([ready, exitedEarly, timeout]);
    } finally {
      clearTimeout(timer);
      exitedEarly.catch(() => undefined);
    }
  }

  private async poll(probe: () => Promise<boolean>): Promise<void> {
    while (!(await probe().catch(() => false))) {
      if (!this.child) return;
      await sleep(50);
    }
  }

  private async restartAfterExit(code: number | null, signal: NodeJS.Signals | null): Promise<void> {
    if (Date.now() - this.startedAt >= RESET_AFTER_MS) this.delay = RESTART_DELAY_MS.first;
    this.log(`${this.spec.name} exited (${signal ?? `code ${code}`}); restarting in ${this.delay} ms`);
    await sleep(this.delay);
    this.delay = Math.min(this.delay * 2, RESTART_DELAY_MS.last);
    if (this.stopping) return;
    this.restarts++;
    try {
      await this.start();
      this.log(`${this.spec.name} is back (pid ${this.child?.pid})`);
      this.onRestart?.(this);
    } catch (error) {
      // A failed start exits, and that exit schedules the next attempt.
      this.log(`${this.spec.name} did not start: ${error instanceof Error ? error.message : String(error)}`);
      if (this.child && !this.child.killed) this.child.kill('SIGKILL');
    }
  }

  /** Asks the process to stop, and kills it if it has not within STOP_TIMEOUT_MS. No restart follows. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.stopChild();
  }

  /** Stops the process as stop() does, then starts it again and waits until it is ready (a rolling restart's step). */
  async restart(): Promise<void> {
    this.replacing = true;
    try {
      await this.stopChild();
    } finally {
      this.replacing = false;
    }
    if (this.stopping) return;
    this.restarts++;
    await this.start();
  }

  private async stopChild(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill(this.spec.stopSignal);
    const timer = setTimeout(() => {
      this.log(`${this.spec.name} did not stop within ${STOP_TIMEOUT_MS} ms: killing it`);
      child.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await this.exited;
    clearTimeout(timer);
  }
}
