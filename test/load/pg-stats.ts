import pg from 'pg';

/** Transactions committed in the database so far (pg_stat_database): the difference over a run, per request. */
export async function transactions(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The statistics are flushed by each backend at most every second or so; ask for a fresh snapshot.
    await client.query('select pg_stat_clear_snapshot()');
    const res = await client.query<{ n: string }>('select xact_commit::text as n from pg_stat_database where datname = current_database()');
    return Number(res.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
