import { END, excludeSystemEvents } from '@eventstore/db-client';
import type { WarnLog } from '../../db/listener.ts';
import { streamCategory } from '../port.ts';
import { isBatchRecord } from './batch.ts';
import type { EsdbClient, EsdbWakeSubscription } from './client.ts';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 30_000;

/**
 * Wake-ups for the port's onWake, from one live subscription to $all (from its end, the server's own events
 * filtered out by the server): each event names its stream's category. The events themselves are read by the
 * catch-up loop (catch-up.ts) with readAll, so this only says "read now".
 *
 * When the subscription fails or ends it is opened again after a growing delay, and listeners hear `null`
 * (anything may be new) once it is back: appends made while it was down are then read at once rather than at
 * the next poll. Opened with the first listener, closed by close().
 */
export class EsdbWakeSource {
  readonly #listeners = new Set<(category: string | null) => void>();
  #subscription: EsdbWakeSubscription | null = null;
  #retryTimer: NodeJS.Timeout | null = null;
  #retryMs = FIRST_RETRY_MS;
  #closed = false;

  constructor(private readonly client: EsdbClient, private readonly log?: WarnLog) {}

  add(listener: (category: string | null) => void): () => void {
    if (this.#closed) throw new Error('Event store is closed');
    this.#listeners.add(listener);
    if (!this.#subscription && !this.#retryTimer) this.#open(false);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listeners.clear();
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    const subscription = this.#subscription;
    this.#subscription = null;
    await subscription?.unsubscribe();
  }

  #emit(category: string | null): void {
    for (const listener of this.#listeners) listener(category);
  }

  #open(reopened: boolean): void {
    this.#retryTimer = null;
    if (this.#closed) return;
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents(), resolveLinkTos: false });
    this.#subscription = subscription;
    subscription.on('confirmation', () => {
      this.#retryMs = FIRST_RETRY_MS;
      if (reopened) this.#emit(null);
    });
    subscription.on('data', (resolved) => {
      const streamId = resolved.event?.streamId;
      // A batch's outcome makes its parts readable, whatever their categories: anything may be new.
      if (streamId !== undefined) this.#emit(isBatchRecord(streamId) ? null : streamCategory(streamId));
    });
    subscription.on('error', (error) => this.#lost(subscription, error));
    subscription.on('end', () => this.#lost(subscription, new Error('EventStoreDB ended the $all subscription')));
  }

  #lost(subscription: EsdbWakeSubscription, error: Error): void {
    // Unsubscribing (close) also ends the stream; only a subscription still in use is reopened, and only once.
    if (this.#closed || this.#subscription !== subscription) return;
    this.#subscription = null;
    subscription.unsubscribe().catch(() => undefined);
    this.log?.warn({ err: error, retryInMs: this.#retryMs }, 'EventStoreDB wake-up subscription lost; reopening (subscribers poll meanwhile)');
    this.#retryTimer = setTimeout(() => this.#open(true), this.#retryMs);
    this.#retryMs = Math.min(this.#retryMs * 2, MAX_RETRY_MS);
  }
}
