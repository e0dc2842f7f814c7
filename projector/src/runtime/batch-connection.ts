import type pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { StatementNames } from '@inkpace/infra/db';
import { copyOn, type CopyRows } from './copy-rows.ts';

/** The connection a batch runs on (batch-runner.ts), as Kysely and COPY see it. */

/**
 * A projection's statements run on every batch with the same text: each connection prepares them once, so
 * PostgreSQL neither parses nor (once it settles on a generic plan) plans them per batch. The name covers the
 * projection's search_path as well as the text: the same text (`select * from "users"`) means another table, of
 * other columns, in another projection's schema, and a prepared statement must keep its result's shape.
 */
const statementNames = new StatementNames();

/**
 * The last statement sent on each pinned connection. A projection may run statements side by side
 * (`Promise.all`); one connection runs one at a time, so each waits for the one before it here rather than
 * relying on the driver's own queue, which pg deprecates.
 */
const lastSent = new WeakMap<pg.PoolClient, Promise<unknown>>();

/** Runs `run` on `client` once everything sent to it before has finished. */
function sequencedOn(client: pg.PoolClient): <T>(run: () => Promise<T>) => Promise<T> {
  return (run) => {
    const sent = (lastSent.get(client) ?? Promise.resolve()).then(run);
    lastSent.set(client, sent.catch(() => undefined));
    return sent;
  };
}

/**
 * A Kysely on one pooled connection, for one projection's statements inside a transaction the caller runs (no
 * BEGIN/COMMIT of its own). `prepare: false` for a rebuild's connection: its statements run against `__next` tables
 * that a later version may shape differently, and a prepared statement must keep its result's columns.
 */
const pinned = new WeakMap<pg.PoolClient, Map<string, Kysely<unknown>>>();
export function kyselyOn(client: pg.PoolClient, searchPath: string, options: { prepare: boolean } = { prepare: true }): Kysely<unknown> {
  let bySchema = pinned.get(client);
  if (!bySchema) {
    bySchema = new Map();
    pinned.set(client, bySchema);
  }
  const key = `${options.prepare ? 'prepared' : 'plain'}\n${searchPath}`;
  let db = bySchema.get(key);
  if (!db) {
    const sequence = sequencedOn(client);
    const query = (text: string, parameters?: readonly unknown[]): Promise<pg.QueryResult> => {
      const values = [...(parameters ?? [])];
      const name = options.prepare && values.length > 0 ? statementNames.nameFor(`${searchPath}\n${text}`) : undefined;
      return sequence(() => client.query({ text, values, ...(name ? { name } : {}) }));
    };
    db = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: { connect: async () => ({ query: query as never, release: () => undefined }), end: async () => undefined },
      }),
    });
    bySchema.set(key, db);
  }
  return db;
}

/** COPY on `client`, in turn with the statements its kyselyOn sends. */
export const copyRowsOn = (client: pg.PoolClient): CopyRows => copyOn(client, sequencedOn(client));
