import { sql, type Kysely } from 'kysely';

/** The sequences integer ids come from (migration 0003 and later). */
export type IdSequence = 'user_ids' | 'api_key_ids' | 'banner_ids' | 'project_ids' | 'tally_ids' | 'tag_ids' | 'goal_ids'
  | 'leaderboard_ids' | 'leaderboard_member_ids' | 'leaderboard_team_ids';

/**
 * Allocates `n` integer ids from a sequence, when a command is decided: ids travel in the events, so a replay of
 * the log gives every row the same id. (A command that then fails leaves a gap; ids are never reused.)
 */
export async function allocateIds<T>(db: Kysely<T>, sequence: IdSequence, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const res = await sql<{ id: string }>`select nextval(${sequence}::regclass) as id from generate_series(1, ${n})`.execute(db);
  return res.rows.map((r) => Number(r.id));
}

export async function allocateId<T>(db: Kysely<T>, sequence: IdSequence): Promise<number> {
  const [id] = await allocateIds(db, sequence, 1);
  if (id === undefined) throw new Error(`no id from ${sequence}`);
  return id;
}
