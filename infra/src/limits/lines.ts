/**
 * Work per key (a writer) one at a time in this process, in a line of bounded length: what one writer asks for
 * piles up behind their own earlier requests, never beside everyone else's, and a line that is full refuses at
 * once (`full()`: a 429 with Retry-After) instead of holding ever more requests and memory.
 */
export class KeyedLines {
  private readonly lines = new Map<number, { length: number; tail: Promise<void> }>();

  constructor(
    /** How many may wait behind the one being served. */
    private readonly maxWaiting: number,
    private readonly full: () => Error,
  ) {}

  /**
   * Waits until the key's earlier work is done and resolves with the function that ends this one's turn (call it
   * exactly once, also on failure); throws `full()` when the line already holds one served and maxWaiting waiting.
   */
  async enter(key: number): Promise<() => void> {
    const line = this.lines.get(key) ?? { length: 0, tail: Promise.resolve() };
    if (line.length > this.maxWaiting) throw this.full();
    const before = line.tail;
    let done!: () => void;
    line.tail = new Promise<void>((resolve) => (done = resolve));
    line.length++;
    this.lines.set(key, line);
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      done();
      line.length--;
      if (line.length === 0 && this.lines.get(key) === line) this.lines.delete(key);
    };
    await before;
    return leave;
  }

  /** `work` in its turn for `key`. */
  async run<T>(key: number, work: () => Promise<T>): Promise<T> {
    const leave = await this.enter(key);
    try {
      return await work();
    } finally {
      leave();
    }
  }
}
