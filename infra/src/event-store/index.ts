import type pg from 'pg';
import type { WarnLog } from '../db/listener.ts';
import { createPgEventStore } from './pg.ts';
import type { EventStore } from './port.ts';

export * from './port.ts';
export { createPgEventStore, type PgEventStoreOptions } from './pg.ts';
export type { EsdbClient, EsdbWakeSubscription } from './esdb/client.ts';

export interface EventStoreChoice {
  /** PostgreSQL: the log's home without ESDB_URL; read models and checkpoints stay here either way. */
  pool: pg.Pool;
  /** ESDB_URL: when set, the log lives in EventStoreDB. */
  esdbUrl?: string | undefined;
  log?: WarnLog;
}

/**
 * The event store this installation uses: EventStoreDB when ESDB_URL is set, else PostgreSQL. The EventStoreDB
 * adapter is imported only then, so processes without it never load its gRPC client.
 */
export async function createEventStore(choice: EventStoreChoice): Promise<EventStore> {
  if (!choice.esdbUrl) return createPgEventStore({ pool: choice.pool, log: choice.log });
  const { createEsdbEventStore } = await import('./esdb/store.ts');
  return createEsdbEventStore({ url: choice.esdbUrl, log: choice.log });
}
