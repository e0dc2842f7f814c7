import pg from 'pg';

/** The channel appends are announced on, after their commit (event-store/wake-sender.ts). */
export const EVENTS_CHANNEL = 'inkpace_events';
/** Lets operators spot the listener in pg_stat_activity (and tests terminate it). */
export const LISTENER_APPLICATION_NAME = 'inkpace-event-listener';

/** Called with the notification's payload, or null when LISTEN (re)succeeded and anything may have changed. */
export type WakeListener = (payload: string | null) => void;

const MIN_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 5_000;

export interface WarnLog {
  warn(obj: object, msg?: string): void;
}

/**
 * The one LISTEN implementation: a dedicated connection on one channel, shared by everything in the process that
 * wants its notifications (event-store wake-ups, projection progress for waiting commands and for pacing, board
 * changes). A pooled client
 * cannot be used: LISTEN is per session and the pool would hand the session to someone else.
 *
 * Listeners are also called each time LISTEN (re)succeeds, because anything committed while no LISTEN was in
 * place produced a notification nobody received; a spurious wake-up only costs one read.
 */
export class PgWakeListener {
  private readonly listeners = new Set<WakeListener>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private started = false;
  private closed = false;
  private attempt = 0;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly log?: WarnLog,
    private readonly channel: string = EVENTS_CHANNEL,
    private readonly applicationName: string = LISTENER_APPLICATION_NAME,
  ) {
    if (!/^[a-z_]+$/.test(channel)) throw new RangeError(`Bad channel name: ${channel}`);
  }

  /** Whether LISTEN is in place now (notifications arrive); while false, whoever relies on them polls. */
  get listening(): boolean {
    return this.client !== null;
  }

  add(listener: WakeListener): () => void {
    this.listeners.add(listener);
    if (!this.started && !this.closed) {
      this.started = true;
      this.connect();
    }
    return () => {
      this.listeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.connecting; // a connection being opened ends itself once it sees `closed`
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  private fire(payload: string | null): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(payload);
      } catch (error) {
        this.log?.warn({ err: error, channel: this.channel }, 'LISTEN wake-up listener threw');
      }
    }
  }

  private connect(): void {
    const client = new pg.Client({ ...this.config, application_name: this.applicationName });
    let dropped = false;
    const onDrop = (error?: unknown): void => {
      if (dropped) return;
      dropped = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.log?.warn({ err: error, channel: this.channel }, 'LISTEN connection lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('notification', (msg) => this.fire(msg.payload ?? ''));
    client.on('error', (error) => onDrop(error));
    client.on('end', () => onDrop());

    const connecting = (async () => {
      try {
        await client.connect();
        await client.query(`listen ${this.channel}`);
      } catch (error) {
        onDrop(error);
        return;
      }
      if (this.closed || dropped) {
        if (!dropped) await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.attempt = 0;
      this.fire(null);
    })().finally(() => {
      if (this.connecting === connecting) this.connecting = null;
    });
    this.connecting = connecting;
  }

  private scheduleReconnect(): void {
    if (this.retryTimer || this.closed) return;
    const base = Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** this.attempt);
    this.attempt++;
    const delay = base / 2 + Math.random() * (base / 2); // jitter: many processes reconnect after a restart
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.closed) this.connect();
    }, delay);
  }
}
