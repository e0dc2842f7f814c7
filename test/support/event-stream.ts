/** An open event stream: the `standings` events' versions as they arrive, every event's name, and whether it ended. */
export class Stream {
  readonly versions: string[] = [];
  readonly events: string[] = [];
  ended = false;
  private readonly controller = new AbortController();
  private waiters: Array<() => void> = [];
  readonly opened: Promise<Response>;

  constructor(baseUrl: string, path: string, cookie: string | null, headers: Record<string, string> = {}) {
    this.opened = fetch(baseUrl + path, { headers: { ...headers, ...(cookie ? { cookie } : {}) }, signal: this.controller.signal });
    void this.opened.then(async (res) => {
      if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const line = block.split('\n').find((l) => l.startsWith('data: '));
          const name = block.split('\n').find((l) => l.startsWith('event: '))?.slice(7);
          if (name) this.events.push(name);
          if (name === 'standings' && line) this.versions.push((JSON.parse(line.slice(6)) as { version: string }).version);
          for (const w of this.waiters.splice(0)) w();
        }
      }
      this.ended = true;
      for (const w of this.waiters.splice(0)) w();
    }).catch(() => undefined);
  }

  /** Waits until the server ends the stream (at most `ms`). */
  async waitForEnd(ms = 5_000): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!this.ended && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.ended;
  }

  /** Waits until at least `n` versions arrived (at most `ms`). */
  async waitFor(n: number, ms = 5_000): Promise<string[]> {
    const deadline = Date.now() + ms;
    while (this.versions.length < n && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.versions;
  }

  close(): void { this.controller.abort(); }
}
