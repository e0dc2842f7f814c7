import { randomUUID } from 'node:crypto';
import { messages } from '@inkpace/contracts/messages';
import { LIVE_STREAMS_PER_WRITER, LIVE_STREAM_RETRY_AFTER_S } from '@inkpace/contracts/rules/limits';
import type { Clock } from '../clock/index.ts';
import type { LimitStore } from '../limits/index.ts';
import { TooManyRequestsError } from './errors.ts';

/**
 * How long a stream's place lasts unless renewed: a process that dies with streams open cannot give their places
 * back, so they run out after this (with Redis, its other instances go on counting the rest).
 */
const PLACE_TTL_MS = 60_000;
const RENEW_EVERY_MS = PLACE_TTL_MS / 3;

/** One open stream's place; `close` gives it back (once, however often it is called). */
export interface LiveStreamPlace {
  close(): void;
}

/**
 * The live streams a writer has open, over all their sessions and keys, counted in the limit store: in Redis when
 * the installation has one (so every instance counts the same streams), in this process's memory otherwise (the
 * embedded mode's single process holds every stream).
 */
export class LiveStreams {
  constructor(
    private readonly store: LimitStore,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** A place for one more stream of `userId`, or a 429 with Retry-After when they have LIVE_STREAMS_PER_WRITER open. */
  async open(userId: number): Promise<LiveStreamPlace> {
    const key = `live:${userId}`;
    const holder = randomUUID();
    if (!(await this.store.lease(key, holder, LIVE_STREAMS_PER_WRITER, this.now(), PLACE_TTL_MS))) {
      throw new TooManyRequestsError(messages.errors.tooManyStreams, LIVE_STREAM_RETRY_AFTER_S);
    }
    const renewal = setInterval(() => {
      this.store.renew(key, holder, this.now(), PLACE_TTL_MS).catch(this.onError);
    }, RENEW_EVERY_MS);
    renewal.unref();
    let open = true;
    return {
      close: () => {
        if (!open) return;
        open = false;
        clearInterval(renewal);
        this.store.release(key, holder).catch(this.onError);
      },
    };
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}
