import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/** At most this many statement texts are prepared (per connection, so per backend too). */
const MAX_PREPARED = 96;
/** A text is prepared once it has been run this many times: one-off statements never are. */
const HOT_AFTER = 3;
/** How many not-yet-hot texts are counted; past this, counting starts over (lists of varying length, say). */
const MAX_COUNTED = 5_000;

/**
 * Names for the statements run often, so that each connection prepares them once and PostgreSQL reuses their
 * plans: planning the answer of POST /tally cost more than running it. Bounded in number, and only texts seen a
 * few times, so migrations and statements whose text varies never fill the connections with prepared statements.
 */
export class StatementNames {
  readonly #named = new Map<string, string>();
  readonly #counts = new Map<string, number>();

  nameFor(text: string): string | undefined {
    const named = this.#named.get(text);
    if (named !== undefined || this.#named.size >= MAX_PREPARED) return named;
    const count = (this.#counts.get(text) ?? 0) + 1;
    if (count < HOT_AFTER) {
      if (this.#counts.size >= MAX_COUNTED) this.#counts.clear();
      this.#counts.set(text, count);
      return undefined;
    }
    this.#counts.delete(text);
    const name = `inkpace_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    this.#named.set(text, name);
    return name;
  }
}

const isCursor = <R>(q: unknown): q is PostgresCursor<R> => typeof q === 'object' && q !== null && 'read' in q;

/** The pool as Kysely sees it: parameterised statements that are run often go out as named (prepared) ones. */
export function preparingPool(pool: pg.Pool, names = new StatementNames()): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(q: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        if (isCursor<R>(q)) return client.query(q as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
        const values = [...(parameters ?? [])];
        const name = values.length > 0 ? names.nameFor(q) : undefined;
        return client.query({ text: q, values, ...(name ? { name } : {}) }) as unknown as Promise<PostgresQueryResult<R>>;
      }
      return { query, release: () => client.release() };
    },
    end: () => pool.end(),
  };
}
