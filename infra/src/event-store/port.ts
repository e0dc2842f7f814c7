/**
 * The event store port. Adapters: PgEventStore (PostgreSQL, the default) and, later, an EventStoreDB adapter.
 * Nothing here knows about the domain: events are typed JSON with metadata.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/**
 * A point in the global log: an opaque token only an adapter makes. Each adapter encodes its positions so that plain
 * string order (code unit by code unit, which for the ASCII they use is byte order, like PostgreSQL's `collate "C"`)
 * IS log order; so positions compare, sort and are stored as text without anyone knowing what they hold.
 */
export type Position = string & { readonly __brand: 'LogPosition' };

/** Before every event: the empty string, which sorts before any position (positions are never empty). */
export const START = '' as Position;

/** Log order: negative when `a` comes first, 0 when equal, positive when `b` comes first. */
export function comparePositions(a: Position, b: Position): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function positionToString(p: Position): string {
  return p;
}

/** Longest position text accepted from outside (job payloads, notifications): every adapter's encoding fits. */
const MAX_POSITION_LENGTH = 100;

/**
 * A position written out by positionToString, back. Only the shape every adapter shares is checked (non-empty, at
 * most MAX_POSITION_LENGTH characters, no whitespace); the adapter that reads from it rejects a foreign encoding.
 */
export function positionFromString(s: string): Position {
  if (s.length === 0 || s.length > MAX_POSITION_LENGTH || /\s/.test(s)) throw new Error(`Bad position: ${JSON.stringify(s.slice(0, MAX_POSITION_LENGTH))}`);
  return s as Position;
}

/** 'no_stream': the stream must not exist yet; 'any': no check; a number: the revision of the stream's last event. */
export type ExpectedRevision = 'any' | 'no_stream' | number;

export interface NewEvent {
  type: string;
  data: JsonObject;
  metadata: JsonObject;
}

export interface RecordedEvent {
  streamId: string;
  /** 0-based revision of this event within its stream. */
  revision: number;
  type: string;
  data: JsonObject;
  metadata: JsonObject;
  position: Position;
  /**
   * A number the log gives each event: unique, and larger than that of every event whose append had returned before
   * this one's began (PostgreSQL: global_position). For read-model versions, ids and job ids; not an order to read by (use position for that).
   */
  sequence: bigint;
  createdAt: Date;
}

/** One stream's part of an atomic append: its events, after the revision expected. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
}

export interface MultiAppendResult {
  /** Position of the last event appended. */
  position: Position;
  /** Each written stream's revision after the append. */
  revisions: Map<string, number>;
  /** When the events were stored: every event of one append has this createdAt. */
  storedAt: Date;
}

export interface AppendResult {
  /** Revision of the last appended event. */
  nextExpectedRevision: number;
  /** Position of the last appended event. */
  position: Position;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected revision on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface Subscription {
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events strictly after this position (START for everything). */
  from: Position;
  /** Called with batches in global order; the next batch waits until this resolves. */
  handle: (events: RecordedEvent[]) => Promise<void>;
  batchSize?: number;
  onError?: (error: unknown) => void;
  /**
   * Only writes to these stream categories wake the subscription (see streamCategory); events of others are still
   * delivered, at the next wake-up or poll. Without it, every write wakes it.
   */
  wakeOn?: readonly string[];
}

export interface EventStore {
  /** Appends atomically; all events or none. Throws WrongExpectedRevisionError on a revision mismatch. */
  append(streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Appends to several streams in one transaction, each after its expected revision: all or nothing, so one
   * decision's events (a name's claim and the thing that holds it, a batch of entries) are never half stored.
   * Throws WrongExpectedRevisionError (naming one failing stream) when any expectation does not hold. Streams are
   * written in the order given, each stream at most once.
   */
  appendMulti(writes: StreamAppend[]): Promise<MultiAppendResult>;
  /** All events of one stream in revision order (empty when the stream does not exist). */
  readStream(streamId: string, options?: { fromRevision?: number }): Promise<RecordedEvent[]>;
  /**
   * The first event (revision 0) of each of `streamIds` that exists, by stream id, in one read: what a create recorded
   * for each of many things (a retried batch of entries with client uuids) without a read per stream.
   */
  readFirstEvents(streamIds: readonly string[]): Promise<Map<string, RecordedEvent>>;
  /**
   * Every event of each of `streamIds` that exists, by stream id, each list in revision order, in one read: the
   * histories of many streams (a batch's entries a projection folds) without a read per stream.
   */
  readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>>;
  /** The events with these sequence numbers (those that exist), in sequence order. */
  readBySequence(sequences: readonly bigint[]): Promise<RecordedEvent[]>;
  /**
   * How many events are stored strictly after `from` (START: all of them), counting those whose order is not final
   * yet: how far a reader at `from` is behind, or how much a replay from there has to go through.
   */
  countAfter(from: Position): Promise<number>;
  /** Up to `limit` events strictly after `from`, in global order, only events whose order is final. */
  readAll(from: Position, limit: number): Promise<RecordedEvent[]>;
  /**
   * The position of the last event committed so far (START when the log is empty): once a reader has reached it,
   * it has seen every event appended before this call.
   */
  headPosition(): Promise<Position>;
  /**
   * The position of the last event whose order is final (START when there is none): no event can appear before it
   * later, so a reader that starts here misses nothing committed afterwards. A reader's first start takes this, not
   * headPosition, which may be ahead of an event whose transaction began earlier and commits just after.
   */
  finalHeadPosition(): Promise<Position>;
  /** Catch-up subscription: reads from `from`, then follows new appends (wake-ups plus polling fallback). */
  subscribe(options: SubscribeOptions): Subscription;
  /**
   * Registers a listener called whenever new events may be readable, with the category written (a stream id up
   * to its first '-', see streamCategory), or null when events of any category may be new. Returns an unsubscribe.
   */
  onWake(listener: (category: string | null) => void): () => void;
  close(): Promise<void>;
}

/** A stream's category: its id up to the first '-' (`tally-<uuid>` → `tally`), as wake-ups name it. */
export const streamCategory = (streamId: string): string => streamId.split('-', 1)[0] ?? streamId;
