import { setTimeout as delay } from 'node:timers/promises';

/**
 * A sleep that a wake-up cuts short. A wake-up that arrives while the loop is busy (not sleeping) is remembered,
 * so the next sleep returns at once instead of losing it.
 */
export class Wake {
  #pending = false;
  #interrupt: (() => void) | null = null;

  wake(): void {
    this.#pending = true;
    this.#interrupt?.();
  }

  /** Returns whether a wake-up arrived since the last call, and forgets it. */
  take(): boolean {
    const pending = this.#pending;
    this.#pending = false;
    return pending;
  }

  sleep(ms: number): Promise<void> {
    if (this.#pending) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.#interrupt = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#interrupt = done;
    });
  }
}

/** Sleeps `ms`, returning early (without throwing) when `signal` aborts. */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await delay(ms, undefined, { signal }).catch(() => undefined);
}
