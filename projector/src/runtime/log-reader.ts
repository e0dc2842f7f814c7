import { comparePositions, positionToString, START, type EventStore, type Position, type RecordedEvent } from '@inkpace/infra/event-store';

/**
 * One read of the log for all projections. Each projection runs its own loop from its own checkpoint, but after a
 * write they mostly want the same events: the reads go through here, which keeps the latest events in memory (a
 * contiguous window of the log) and shares reads in flight, so several projections woken by one append cost one
 * query, not one each.
 */
export class SharedLogReader {
  /** A contiguous run of the log: every event after `start`, in order, up to the last one read. */
  private window: RecordedEvent[] = [];
  private start: Position | null = null;
  private readonly inFlight = new Map<string, Promise<RecordedEvent[]>>();

  constructor(
    private readonly store: Pick<EventStore, 'readAll'>,
    /** Events kept in memory at most. */
    private readonly capacity = 20_000,
  ) {}

  /** Up to `limit` events strictly after `from`, in log order (as EventStore.readAll). */
  async readAfter(from: Position, limit: number): Promise<RecordedEvent[]> {
    const cached = this.cachedAfter(from, limit);
    if (cached && cached.length === limit) return cached;
    // What the window has, then anything newer, read once for everyone asking from the same place.
    const tail = cached ? this.windowEnd() : from;
    const fresh = await this.shared(tail, limit - (cached?.length ?? 0));
    return cached ? [...cached, ...fresh] : fresh;
  }

  /** Forgets everything (a rebuild swapped tables: nothing depends on it, but keep the memory small). */
  clear(): void {
    this.window = [];
    this.start = null;
  }

  private windowEnd(): Position {
    return this.window.at(-1)?.position ?? this.start ?? START;
  }

  /** The events after `from` the window holds (possibly none, when `from` is its end); null when it does not cover `from`. */
  private cachedAfter(from: Position, limit: number): RecordedEvent[] | null {
    if (this.start === null) return null;
    if (comparePositions(from, this.start) === 0) return this.window.slice(0, limit);
    // Binary search for `from` among the window's positions.
    let lo = 0;
    let hi = this.window.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = comparePositions((this.window[mid] as RecordedEvent).position, from);
      if (c === 0) return this.window.slice(mid + 1, mid + 1 + limit);
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }

  private shared(from: Position, limit: number): Promise<RecordedEvent[]> {
    const key = `${positionToString(from)}@${limit}`;
    let read = this.inFlight.get(key);
    if (!read) {
      read = this.store.readAll(from, limit).then((events) => {
        this.remember(from, events);
        return events;
      }).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, read);
    }
    return read;
  }

  /** Events read after `from`: they extend the window when they continue it, else they start a new one. */
  private remember(from: Position, events: readonly RecordedEvent[]): void {
    if (events.length === 0) return;
    if (this.start !== null && comparePositions(from, this.windowEnd()) === 0) this.window.push(...events);
    else {
      this.start = from;
      this.window = [...events];
    }
    const excess = this.window.length - this.capacity;
    if (excess > 0) {
      this.start = (this.window[excess - 1] as RecordedEvent).position;
      this.window = this.window.slice(excess);
    }
  }
}
