/**
 * Commands that hold a PostgreSQL session lock keep one pooled client for it while they read, append and wait for
 * the projections with others. A cap per kind of lock, below the pool's size, means holders can never take every
 * client and starve each other (or everyone else) of the ones their work needs.
 */
export class LockHolders {
  private holders = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly max: number) {}

  async acquire(): Promise<void> {
    if (this.holders < this.max) {
      this.holders++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.holders--;
  }
}
