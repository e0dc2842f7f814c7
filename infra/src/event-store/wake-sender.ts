import type pg from 'pg';
import { EVENTS_CHANNEL, type WarnLog } from '../db/listener.ts';
import { streamCategory } from './port.ts';

const NOTIFY_SQL = 'select pg_notify($1, category) from unnest($2::text[]) as category';

/**
 * Announces appends on EVENTS_CHANNEL after they commit, not from inside their transaction: PostgreSQL lets one
 * notifying transaction commit at a time (it holds a lock through the commit and its flush to disk), so a trigger
 * that notified made appends queue behind each other's disk flush (measured on this machine: 4,300 inserts/s
 * with the trigger, 9,300 with this).
 *
 * One notification statement is in flight at a time; categories appended meanwhile go out in the next one, sent
 * as soon as it returns. So every append is followed by a wake-up sent after its commit, and under load one
 * statement announces many appends. A wake-up lost to a crash right after a commit is covered by the listeners'
 * polling, as one lost to a dropped LISTEN connection is.
 */
export class WakeSender {
  readonly #pending = new Set<string>();
  #inFlight: Promise<void> | null = null;

  constructor(private readonly pool: pg.Pool, private readonly log?: WarnLog) {}

  announce(streamIds: Iterable<string>): void {
    for (const id of streamIds) this.#pending.add(streamCategory(id));
    if (!this.#inFlight) this.#send();
  }

  /** Resolves once every announcement made so far has been sent (or has failed). */
  async drain(): Promise<void> {
    while (this.#inFlight) await this.#inFlight;
  }

  #send(): void {
    const categories = [...this.#pending];
    this.#pending.clear();
    this.#inFlight = this.pool.query({ name: 'inkpace_events_notify', text: NOTIFY_SQL, values: [EVENTS_CHANNEL, categories] })
      .then(() => undefined, (error: unknown) => this.log?.warn({ err: error, categories }, 'could not announce appended events; listeners will poll'))
      .finally(() => {
        this.#inFlight = null;
        if (this.#pending.size > 0) this.#send();
      });
  }
}
