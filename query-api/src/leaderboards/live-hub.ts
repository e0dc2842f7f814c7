/** Something that calls back with a notification's payload (null: reconnected, anything may have changed). */
export interface ChangeFeed {
  add(listener: (payload: string | null) => void): () => void;
}

type Send = (version: string) => void;

interface Subscriber {
  send: Send;
  /** The version this subscriber was last told of. */
  last: string;
}

/**
 * Open board pages of this process, by board. One LISTEN connection (the feed) tells the hub which board changed;
 * the hub reads the board's version once for all its subscribers and tells each the new version, only when it
 * differs from what they were last told (a notification from a rebuild or an unrelated column is dropped here).
 * Reads of one board never overlap: a change arriving during a read triggers one more read after it.
 */
export class BoardLiveHub {
  private readonly boards = new Map<number, Set<Subscriber>>();
  private readonly reading = new Map<number, boolean>();
  private unlisten: (() => void) | null = null;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly versionOf: (boardId: number) => Promise<string>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts telling `send` of the board's new versions (after `current`, which the caller already sent). */
  subscribe(boardId: number, current: string, send: Send): () => void {
    this.unlisten ??= this.feed.add((payload) => this.changed(payload));
    const subscriber: Subscriber = { send, last: current };
    let set = this.boards.get(boardId);
    if (!set) this.boards.set(boardId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.boards.delete(boardId);
    };
  }

  get openStreams(): number {
    let n = 0;
    for (const set of this.boards.values()) n += set.size;
    return n;
  }

  close(): void {
    this.unlisten?.();
    this.unlisten = null;
    this.boards.clear();
  }

  private changed(payload: string | null): void {
    if (payload === null) {
      for (const boardId of this.boards.keys()) this.refresh(boardId);
      return;
    }
    const boardId = Number(payload);
    if (Number.isInteger(boardId) && this.boards.has(boardId)) this.refresh(boardId);
  }

  private refresh(boardId: number): void {
    if (this.reading.has(boardId)) {
      this.reading.set(boardId, true);
      return;
    }
    this.reading.set(boardId, false);
    void this.versionOf(boardId)
      .then((version) => {
        for (const subscriber of this.boards.get(boardId) ?? []) {
          if (subscriber.last === version) continue;
          subscriber.last = version;
          subscriber.send(version);
        }
      })
      .catch(this.onError)
      .finally(() => {
        const again = this.reading.get(boardId);
        this.reading.delete(boardId);
        if (again) this.refresh(boardId);
      });
  }
}
