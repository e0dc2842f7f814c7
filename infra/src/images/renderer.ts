import os from 'node:os';
import type { Logger } from '../log/index.ts';
import type { ImageType } from './image-type.ts';
import type { RefusalReason, StillSpec } from './pipeline.ts';
import { RenderProcess } from './render-process.ts';

/**
 * How long one render may take. Ordinary uploads take well under a second (a 40-megapixel AVIF, the slowest kind,
 * about 2 s of one core); a crafted SVG or PNG of a few kilobytes can take minutes, and is stopped here.
 */
export const IMAGE_RENDER_DEADLINE_MS = 5_000;
/** How long an upload may wait for a free render process before it is answered "busy". */
export const IMAGE_QUEUE_WAIT_MS = 10_000;
/** How many uploads may wait at once; more are answered "busy" at once (each waiting upload holds its bytes). */
export const IMAGE_MAX_WAITING = 16;

/** Renders at once: half the cores (at least one), so images can never take every core from the API. */
const defaultConcurrency = () => Math.max(1, Math.floor(os.availableParallelism() / 2));

/** An image refused (`type`, `unreadable`: a 400) or not rendered because every render process is taken (`busy`). */
export class ImageError extends Error {
  constructor(
    readonly reason: RefusalReason | 'busy',
    /** For `busy`: when trying again makes sense. */
    readonly retryAfterSeconds = Math.ceil(IMAGE_RENDER_DEADLINE_MS / 1000),
  ) {
    super(`image ${reason}`);
    this.name = 'ImageError';
  }
}

export interface ImageRendererOptions {
  /** The render child's entry file (infra/src/run knows where it is in the sources and in the build). */
  entry: string;
  log: Logger;
  /** Render processes, that is renders at once (default: half the cores, at least one). */
  concurrency?: number;
  deadlineMs?: number;
  queueWaitMs?: number;
  maxWaiting?: number;
}

/** Turns uploads into stills under a time budget, a pixel budget and a cap on concurrent renders. */
export interface ImageRenderer {
  /** The WebP still (see pipeline.ts), or ImageError('type' | 'unreadable' | 'busy'). */
  render(input: Buffer, type: ImageType, spec: StillSpec): Promise<Buffer>;
  /** Kills the render processes; renders still waiting are answered busy. */
  close(): Promise<void>;
}

interface Waiter {
  grant(renderProcess: RenderProcess | null): void;
  timer: NodeJS.Timeout;
}

/**
 * A pool of render child processes (none is started until the first upload). Each render runs in its own process,
 * which is killed at the deadline (libvips cannot be stopped any other way); uploads beyond the pool wait their turn
 * for a while, then get "busy" (503 with Retry-After) rather than queueing without bound.
 */
export function createImageRenderer(options: ImageRendererOptions): ImageRenderer {
  const deadlineMs = options.deadlineMs ?? IMAGE_RENDER_DEADLINE_MS;
  const queueWaitMs = options.queueWaitMs ?? IMAGE_QUEUE_WAIT_MS;
  const maxWaiting = options.maxWaiting ?? IMAGE_MAX_WAITING;
  const processes = Array.from({ length: options.concurrency ?? defaultConcurrency() }, () => new RenderProcess(options.entry, options.log));
  const idle = [...processes];
  const waiting: Waiter[] = [];
  let closed = false;

  const take = (): Promise<RenderProcess | null> => {
    const free = idle.pop();
    if (free) return Promise.resolve(free);
    if (waiting.length >= maxWaiting) return Promise.resolve(null);
    return new Promise((grant) => {
      const waiter: Waiter = {
        grant,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          grant(null);
        }, queueWaitMs),
      };
      waiting.push(waiter);
    });
  };

  const give = (renderProcess: RenderProcess) => {
    const next = waiting.shift();
    if (!next) {
      idle.push(renderProcess);
      return;
    }
    clearTimeout(next.timer);
    next.grant(renderProcess);
  };

  return {
    async render(input, type, spec) {
      if (closed) throw new ImageError('busy');
      const renderProcess = await take();
      if (!renderProcess) throw new ImageError('busy');
      try {
        const outcome = await renderProcess.render({ type: 'render', input, imageType: type, spec }, deadlineMs);
        if (!outcome.ok) throw new ImageError(outcome.reason);
        return outcome.output;
      } finally {
        give(renderProcess);
      }
    },
    async close() {
      closed = true;
      for (const waiter of waiting.splice(0)) {
        clearTimeout(waiter.timer);
        waiter.grant(null);
      }
      await Promise.all(processes.map((renderProcess) => renderProcess.stop()));
    },
  };
}
