import { START, type Position, type RecordedEvent } from '@inkpace/infra/event-store';

/** One batch of the log as a rebuild replays it. */
export interface ReplayBatch {
  /** The events any of the rebuilt projections reads, in today's shape. */
  events: readonly RecordedEvent[];
  /** How many log events the batch covers (for progress), and the position of its last one. */
  read: number;
  last: Position;
}

interface Slot {
  promise: Promise<ReplayBatch | null>;
  resolve: (batch: ReplayBatch | null) => void;
  reject: (error: unknown) => void;
}

function slot(): Slot {
  let resolve: Slot['resolve'] = () => undefined;
  let reject: Slot['reject'] = () => undefined;
  const promise = new Promise<ReplayBatch | null>((res, rej) => { resolve = res; reject = rej; });
  promise.catch(() => undefined); // a consumer that stopped early must not leave an unhandled rejection behind
  return { promise, resolve, reject };
}

/**
 * The log read once for several consumers that each go through it at their own pace: batch `i` is read (and brought to
 * today's shape) once, kept until every consumer is past it, and the reader stays at most `ahead` batches in front of
 * the slowest consumer, so memory is bounded while a fast projection never waits for a slow one's batch to finish.
 * The log ends for the replay at the first batch that comes back short (caught up for now): `get` then gives null.
 */
export class ReplaySource {
  readonly #slots = new Map<number, Slot>();
  readonly #passed: number[];
  readonly #ahead: number;
  #roomWaiter: (() => void) | null = null;
  #closed = false;

  constructor(
    private readonly read: (from: Position) => Promise<RecordedEvent[]>,
    private readonly batchSize: number,
    private readonly shape: (events: readonly RecordedEvent[]) => RecordedEvent[],
    consumers: number,
    ahead = 4,
  ) {
    this.#passed = new Array<number>(consumers).fill(-1);
    this.#ahead = ahead;
    void this.#readAll();
  }

  /** Batch `index` (0, 1, 2…), or null once the log has ended for this replay. */
  get(index: number): Promise<ReplayBatch | null> {
    if (this.#closed) return Promise.resolve(null);
    return this.#slot(index).promise;
  }

  /** Consumer `consumer` is done with batch `index`: it is dropped once nobody needs it. */
  passed(consumer: number, index: number): void {
    this.#passed[consumer] = index;
    const slowest = Math.min(...this.#passed);
    for (const i of this.#slots.keys()) if (i <= slowest) this.#slots.delete(i);
    const wake = this.#roomWaiter;
    this.#roomWaiter = null;
    wake?.();
  }

  /** Stops reading (the replay ended early, by an error or an abort): every batch not read yet is null. */
  close(): void {
    this.#closed = true;
    for (const s of this.#slots.values()) s.resolve(null);
    const wake = this.#roomWaiter;
    this.#roomWaiter = null;
    wake?.();
  }

  #slot(index: number): Slot {
    let s = this.#slots.get(index);
    if (!s) {
      s = slot();
      this.#slots.set(index, s);
    }
    return s;
  }

  async #room(index: number): Promise<void> {
    while (!this.#closed && index > Math.min(...this.#passed) + this.#ahead) {
      await new Promise<void>((resolve) => { this.#roomWaiter = resolve; });
    }
  }

  async #readAll(): Promise<void> {
    let position = START;
    let index = 0;
    try {
      for (;;) {
        await this.#room(index);
        if (this.#closed) return;
        const raw = await this.read(position);
        const last = raw.at(-1);
        if (!last) break;
        this.#slot(index).resolve({ events: this.shape(raw), read: raw.length, last: last.position });
        index++;
        position = last.position;
        if (raw.length < this.batchSize) break;
      }
      this.#slot(index).resolve(null);
    } catch (error) {
      // Consumers ask for batches in order and stop at the first that fails: this one.
      this.#slot(index).reject(error);
    }
  }
}
