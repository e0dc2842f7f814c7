export * from './port.ts';
export { createPgEventStore, type PgEventStoreOptions } from './pg.ts';
