/** Something that calls back with a notification's payload (null: reconnected, anything may have changed). */
export interface ChangeFeed {
  add(listener: (payload: string | null) => void): () => void;
}

/** What the hub reads of a board when it changes: its version, and which of the viewers asked about are still members. */
export interface LiveState {
  version: string;
  members: ReadonlySet<number>;
}

/** One open stream: whose it is, and how to tell them of a new version or that they are no longer a member. */
export interface LiveViewer {
  userId: number;
  send(version: string): void;
  removed(): void;
}

interface Subscriber extends LiveViewer {
  /** The version this subscriber was last told of. */
  last: string;
}

/**
 * Open board pages of this process, by board. One LISTEN connection (the feed) tells the hub which board changed;
 * the hub reads the board's version and its viewers' membership once for all its subscribers, tells a viewer who is
 * no longer a member (kicked, left, the board deleted) so once and drops them, and tells each other the new version,
 * only when it differs from what they were last told (a notification from a rebuild or an unrelated column is
 * dropped here). Reads of one board never overlap: a change arriving during a read triggers one more read after it.
 */
export class BoardLiveHub {
  private readonly boards = new Map<number, Set<Subscriber>>();
  private readonly reading = new Map<number, boolean>();
  private unlisten: (() => void) | null = null;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly stateOf: (boardId: number, userIds: number[]) => Promise<LiveState>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts telling `viewer` of the board's new versions (after `current`, which the caller already sent). */
  subscribe(boardId: number, current: string, viewer: LiveViewer): () => void {
    this.unlisten ??= this.feed.add((payload) => this.changed(payload));
    const subscriber: Subscriber = { ...viewer, last: current };
    let set = this.boards.get(boardId);
    if (!set) this.boards.set(boardId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.boards.get(boardId) === set) this.boards.delete(boardId);
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
    // Only the viewers asked about can be found gone: one who subscribed during the read is judged next time.
    const asked = new Set([...(this.boards.get(boardId) ?? [])].map((s) => s.userId));
    void this.stateOf(boardId, [...asked])
      .then(({ version, members }) => {
        const set = this.boards.get(boardId);
        for (const subscriber of set ?? []) {
          if (asked.has(subscriber.userId) && !members.has(subscriber.userId)) {
            set?.delete(subscriber);
            subscriber.removed();
            continue;
          }
          if (subscriber.last === version) continue;
          subscriber.last = version;
          subscriber.send(version);
        }
        if (set?.size === 0 && this.boards.get(boardId) === set) this.boards.delete(boardId);
      })
      .catch(this.onError)
      .finally(() => {
        const again = this.reading.get(boardId);
        this.reading.delete(boardId);
        if (again) this.refresh(boardId);
      });
  }
}
