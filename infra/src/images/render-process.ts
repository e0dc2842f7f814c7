import { fork, type ChildProcess } from 'node:child_process';
import type { Logger } from '../log/index.ts';
import type { RenderOutcome } from './pipeline.ts';
import type { RenderReply, RenderRequest } from './render-child.ts';

/** How long a render process may take to start (load sharp) before it counts as failed. */
const START_TIMEOUT_MS = 30_000;
/** An idle render process is stopped after this long: it holds ~80 MB, and uploads are rare. */
const IDLE_STOP_MS = 60_000;
/** The render process's JavaScript heap: it only ever holds one upload and its result. */
const CHILD_EXEC_ARGV = ['--max-old-space-size=128'];

const UNREADABLE: RenderOutcome = { ok: false, reason: 'unreadable' };

/**
 * One render child process, started on first use and kept for the next render. A render that outlives its deadline
 * is stopped by killing the process (SIGKILL), which stops libvips at once wherever it is; the next render starts a
 * fresh process, once the killed one has exited, so a cap on processes stays a cap on the cores they use.
 */
export class RenderProcess {
  private child: ChildProcess | null = null;
  private starting: Promise<ChildProcess> | null = null;
  /** Settles when the current (or last) child has exited. */
  private exited: Promise<void> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly entry: string,
    private readonly log: Logger,
  ) {}

  /** Renders in the child; past `deadlineMs` the child is killed and the outcome is `unreadable`. */
  async render(request: RenderRequest, deadlineMs: number): Promise<RenderOutcome> {
    this.cancelIdleStop();
    const child = await this.start();
    setRef(child, true);
    return new Promise<RenderOutcome>((resolve) => {
      const finish = (outcome: RenderOutcome) => {
        clearTimeout(timer);
        child.off('message', onMessage).off('exit', onExit);
        setRef(child, false);
        this.idleTimer = setTimeout(() => this.kill(), IDLE_STOP_MS).unref();
        resolve(outcome);
      };
      const onMessage = (reply: RenderReply) => {
        if (reply.type === 'done') finish(reply.outcome.ok ? { ok: true, output: asBuffer(reply.outcome.output) } : reply.outcome);
      };
      // Killed from outside or crashed in a decoder: the image is what the render could not survive.
      const onExit = (code: number | null, signal: string | null) => {
        this.log.warn({ code, signal, imageType: request.imageType, bytes: request.input.byteLength }, 'image render process died');
        finish(UNREADABLE);
      };
      const timer = setTimeout(() => {
        this.log.warn({ imageType: request.imageType, bytes: request.input.byteLength, deadlineMs }, 'image render stopped at its deadline');
        this.kill();
        finish(UNREADABLE);
      }, deadlineMs);
      child.on('message', onMessage).once('exit', onExit);
      child.send(request, (error) => {
        if (!error) return;
        this.log.warn({ err: error }, 'image render not sent');
        this.kill();
        finish(UNREADABLE);
      });
    });
  }

  /** Kills the child, if any; resolves once it has exited. */
  async stop(): Promise<void> {
    this.cancelIdleStop();
    this.kill();
    await this.exited;
  }

  private cancelIdleStop(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private kill(): void {
    const child = this.child;
    this.child = null;
    this.starting = null;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }

  private start(): Promise<ChildProcess> {
    this.starting ??= this.exited.then(() => this.spawn()).catch((error: unknown) => {
      this.starting = null; // the next render tries again
      throw error;
    });
    return this.starting;
  }

  private spawn(): Promise<ChildProcess> {
    const child = fork(this.entry, [], { serialization: 'advanced', execArgv: CHILD_EXEC_ARGV, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    // A failed kill or send is reported here as well as where it happened; it must never go unhandled.
    child.on('error', (error) => this.log.warn({ err: error }, 'image render process error'));
    child.once('exit', () => {
      if (this.child !== child) return;
      this.child = null;
      this.starting = null;
    });
    return new Promise<ChildProcess>((resolve, reject) => {
      const done = (error: Error | null) => {
        clearTimeout(timer);
        child.off('message', onReady).off('exit', onExit).off('error', done);
        if (!error) {
          setRef(child, false);
          resolve(child);
          return;
        }
        this.log.error({ err: error }, 'image render process did not start');
        if (this.child === child) this.kill();
        reject(error);
      };
      const onReady = (reply: RenderReply) => { if (reply.type === 'ready') done(null); };
      const onExit = (code: number | null) => done(new Error(`image render process exited (${code}) before it was ready`));
      const timer = setTimeout(() => done(new Error('image render process did not start in time')), START_TIMEOUT_MS);
      child.on('message', onReady).once('exit', onExit).once('error', done);
    });
  }
}

/** An idle child must not keep the server's process alive on its own (a running render may). */
function setRef(child: ChildProcess, ref: boolean): void {
  if (ref) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/** The IPC channel hands a Buffer over as a plain Uint8Array. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
