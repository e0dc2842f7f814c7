import { sql, type Kysely } from 'kysely';

/** Leaderboards', their members' and their teams' integer ids, allocated when decided (they travel in the events). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence leaderboard_ids`.execute(db);
  await sql`create sequence leaderboard_member_ids`.execute(db);
  await sql`create sequence leaderboard_team_ids`.execute(db);
}
