import type {
  AllStreamResolvedEvent, AppendResult, AppendToStreamOptions, EventData, ReadAllOptions, ReadStreamOptions,
  ResolvedEvent, SubscribeToAllOptions,
} from '@eventstore/db-client';

/** The live $all subscription the wake-up source listens to: the part of the client's subscription it uses. */
export interface EsdbWakeSubscription {
  on(event: 'confirmation', listener: () => void): unknown;
  on(event: 'data', listener: (resolved: AllStreamResolvedEvent) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  unsubscribe(): Promise<unknown>;
}

/**
 * The part of @eventstore/db-client's EventStoreDBClient the adapter uses: the real client satisfies it, and so
 * does the in-memory stand-in the tests run the contract suite on where no server can run.
 */
export interface EsdbClient {
  appendToStream(streamName: string, events: EventData[], options: AppendToStreamOptions): Promise<AppendResult>;
  readStream(streamName: string, options: ReadStreamOptions): AsyncIterable<ResolvedEvent>;
  readAll(options: ReadAllOptions): AsyncIterable<AllStreamResolvedEvent>;
  subscribeToAll(options: SubscribeToAllOptions): EsdbWakeSubscription;
  dispose(): Promise<void>;
}
