import type { Kysely } from 'kysely';
import type { EventStore, RecordedEvent } from '@inkpace/infra/event-store';
import type { CopyRows } from './copy-rows.ts';

/**
 * A projection turns events into read-model rows. Its tables live in a PostgreSQL schema named after it; the
 * runtime sets `search_path` to the schema being written (the live one, or a fresh one during a rebuild), so
 * handlers use unqualified table names and never know which copy they are filling.
 */
export interface Projection<Tables = unknown> {
  /** Lowercase letters and underscores; also the schema name the query side reads (`<name>.<table>`). */
  name: string;
  /** Bump when the tables or the handler's output change: the runtime rebuilds into fresh tables, then swaps. */
  version: number;
  /** DDL for the projection's tables, with unqualified names; run once per fresh schema, in order. */
  setup: string[];
  /**
   * Optional: index DDL run after `setup` on a fresh live schema, but only after the replay during a rebuild: the
   * secondary indexes of tables the handlers only write (never read), which PostgreSQL builds far faster at once.
   */
  indexesAfterReplay?: string[];
  /**
   * Applies one event inside the runtime's transaction (`trx` runs on its connection) (the checkpoint is written in the same transaction).
   * Must be deterministic (no clocks, no randomness: use the event's data and createdAt) so a rebuild yields
   * identical rows, and must ignore events it does not know.
   */
  handle(trx: Kysely<Tables>, event: RecordedEvent): Promise<void>;
  /**
   * Optional: the stream-id prefixes (e.g. `tally-`) of every event this projection reacts to. Events of other
   * streams are not passed to the handlers and do not wake it; it passes them in memory (see runner.ts). Leave it
   * out to receive every event.
   */
  streams?: readonly string[];
  /**
   * Optional (default 'awaited'): whether writers wait for this projection. A 'background' projection (the admin audit
   * trail and series) is waited for by no command (its `awaitedStreams` default to none), and steps aside while an
   * awaited projection, in any projector process, has events to apply before it (see pacing.ts).
   */
  priority?: ProjectionPriority;
  /**
   * Optional: the stream-id prefixes whose commands wait for this projection before answering (read-your-writes).
   * Defaults to `streams` (none for a background projection). A projection nobody reads right after their own write
   * names fewer, so that writers' commands do not wait for it.
   */
  awaitedStreams?: readonly string[];
  /**
   * Optional: applies a run of events at once (same rules as `handle`, same result as handling them one by one).
   * Lets a projection turn thousands of similar events into a few set-based statements. `copy`, when given, COPYs rows
   * into one of its tables in the same transaction (the runtime's batches and rebuilds give it; see copy-rows.ts).
   */
  handleBatch?(trx: Kysely<Tables>, events: readonly RecordedEvent[], copy?: CopyRows): Promise<void>;
  /**
   * Optional, for a projection whose handlers read streams' histories (the audit trail folds an entry's earlier
   * events): the runtime calls it with its event store once, and runs the projection it returns. The log is read
   * only through the store, never from the handlers' transaction.
   */
  withLog?(log: StreamHistories): Projection<Tables>;
}

/** What a projection may read of the log besides the events it is handed (see withLog). */
export type StreamHistories = Pick<EventStore, 'readStreams'>;

export type ProjectionPriority = 'awaited' | 'background';

export const isBackground = (p: Pick<Projection, 'priority'>): boolean => p.priority === 'background';

/** The stream-id prefixes whose commands wait for `p` (undefined: every stream's). */
export const awaitedStreamsOf = (p: Pick<Projection, 'priority' | 'streams' | 'awaitedStreams'>): readonly string[] | undefined =>
  p.awaitedStreams ?? (isBackground(p) ? [] : p.streams);

/** Maps a projection's unqualified table map to the schema-qualified names the query side uses. */
export type Qualified<Schema extends string, Tables> = {
  [K in keyof Tables & string as `${Schema}.${K}`]: Tables[K];
};

/** Whether a projection reading `streams` (every stream, without them) reads the stream `streamId`. */
/** The uuid a stream id carries after its category: `tally-<uuid>` → `<uuid>`. */
export const streamUuidOf = (streamId: string): string => streamId.slice(streamId.indexOf('-') + 1);

export const readsStream = (streams: readonly string[] | undefined, streamId: string): boolean =>
  !streams || streams.some((prefix) => streamId.startsWith(prefix));

/** Whether writes to streams of `category` (null: any) can concern a projection reading `streams`. */
export const readsCategory = (streams: readonly string[] | undefined, category: string | null): boolean =>
  category === null || !streams || streams.some((prefix) => `${category}-`.startsWith(prefix) || prefix.startsWith(`${category}-`));
