import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { Logger } from '@inkpace/infra/log';
import { lockKey } from './schema.ts';
import { processLabel } from './rebuild-records.ts';

/**
 * Lets operators spot the lock holder in pg_stat_activity (and tests terminate it). The connection's application
 * name adds the holding process (`<prefix> <host> pid <pid>`), which `projections status` shows as each leader.
 */
export const LOCKS_APPLICATION_NAME = 'inkpace-projector-locks';
/** PostgreSQL keeps the first 63 bytes of an application name. */
const locksApplicationName = (): string => `${LOCKS_APPLICATION_NAME} ${processLabel()}`.slice(0, 63);

export interface LeaderLocksOptions {
  clientConfig: pg.ClientConfig;
  names: readonly string[];
  retryMs: number;
  log: Logger;
  onGained(name: string): void;
  onLost(names: string[]): void;
}

/**
 * One session connection per runner holding a session-level advisory lock per projection it leads. The locks
 * live exactly as long as that connection, so a dead or stopped leader frees them and a standby's next attempt
 * (every `retryMs`) takes over. Each attempt also runs a query when nothing is left to take, so a connection
 * that died silently is noticed and leadership given up.
 *
 * Correctness does not depend on this: every batch locks its checkpoint row and re-reads it, so even two
 * instances that both believe they lead cannot apply an event twice. The lock only keeps standbys idle.
 */
export class LeaderLocks {
  readonly #options: LeaderLocksOptions;
  readonly #held = new Set<string>();
  #client: pg.Client | null = null;
  #timer: NodeJS.Timeout | null = null;
  #attempt: Promise<void> | null = null;
  #closed = false;

  constructor(options: LeaderLocksOptions) {
    this.#options = options;
  }

  /** Tries once (so the caller knows where it stands when this resolves), then keeps trying. */
  async start(): Promise<void> {
    await this.#tryAcquire();
    this.#schedule();
  }

  isLeader(name: string): boolean {
    return this.#held.has(name);
  }

  /** Ends the session, which releases every lock at once. */
  async stop(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#attempt;
    const client = this.#client;
    this.#client = null;
    this.#held.clear();
    if (client) await client.end().catch(() => undefined);
  }

  #schedule(): void {
    if (this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#attempt = this.#tryAcquire().finally(() => {
        this.#attempt = null;
        this.#schedule();
      });
    }, this.#options.retryMs);
  }

  async #tryAcquire(): Promise<void> {
    const { log, names } = this.#options;
    try {
      const client = this.#client ?? (await this.#connect());
      if (this.#closed) return;
      const wanted = names.filter((n) => !this.#held.has(n));
      if (wanted.length === 0) {
        await client.query('select 1');
        return;
      }
      const res = await client.query<{ name: string; locked: boolean }>(
        `select name, pg_try_advisory_lock(key) as locked from unnest($1::text[], $2::bigint[]) as t(name, key)`,
        [wanted, wanted.map((n) => lockKey('leader', n))],
      );
      // The session may have died while the query ran; a lock reported then is already gone.
      if (this.#client !== client) return;
      for (const row of res.rows) {
        if (!row.locked) continue;
        this.#held.add(row.name);
        log.info({ projection: row.name }, 'projector leadership gained');
        this.#options.onGained(row.name);
      }
    } catch (error) {
      if (!this.#closed) log.warn({ err: error }, 'projector lock connection failed; retrying');
      this.#drop();
    }
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ ...this.#options.clientConfig, application_name: locksApplicationName() });
    // Without a listener an 'error' on an idle connection would crash the process.
    client.on('error', (error) => {
      if (!this.#closed) this.#options.log.warn({ err: error }, 'projector lock connection lost');
      this.#drop(client);
    });
    client.on('end', () => this.#drop(client));
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.#client = client;
    return client;
  }

  /** Forgets the session (and with it every lock it held). */
  #drop(client: pg.Client | null = this.#client): void {
    if (!client || this.#client !== client) return;
    this.#client = null;
    client.end().catch(() => undefined);
    if (this.#held.size === 0 || this.#closed) return;
    const lost = [...this.#held];
    this.#held.clear();
    this.#options.log.warn({ projections: lost }, 'projector leadership lost with the lock connection');
    this.#options.onLost(lost);
  }
}

/**
 * The holders of the projector's advisory locks, by lock key (a bigint lock is classid:objid, high and low halves), as
 * every process sees them: `projections status` shows the leaders, and pacing asks whether a projection is led anywhere.
 */
export async function leaderProcesses<DB>(db: Kysely<DB>): Promise<Map<string, { process: string; since: Date }>> {
  const res = await sql<{ key: string; application_name: string; backend_start: Date }>`
    select ((l.classid::bigint << 32) | l.objid::bigint)::text as key, a.application_name, a.backend_start
    from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.granted and l.objsubid = 1 and l.database = (select oid from pg_database where datname = current_database())
      and a.application_name like ${`${LOCKS_APPLICATION_NAME}%`}`.execute(db);
  return new Map(res.rows.map((r) => [
    r.key,
    { process: r.application_name.slice(LOCKS_APPLICATION_NAME.length).trim() || 'unknown process', since: r.backend_start },
  ]));
}

/** Whether any process leads one of `names` (holds its leader lock). */
export async function ledAnywhere<DB>(db: Kysely<DB>, names: readonly string[]): Promise<boolean> {
  const held = await leaderProcesses(db);
  return names.some((n) => held.has(lockKey('leader', n)));
}
