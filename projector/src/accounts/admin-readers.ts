import type { Kysely } from 'kysely';
import type { AdminUser, AdminUserList, AdminUsersQuery, AdminUserStats } from '@inkpace/contracts/api/admin';
import { addDays } from '@inkpace/contracts/rules/dates';
import { utcDate } from '@inkpace/contracts/rules/iso-week';
import { likeSubstring } from '@inkpace/contracts/rules/admin';
import type { ReadModels } from '../read-models.ts';
import { toView, type UserView } from './readers.ts';

/** What administrators read about users: the list with its search, and one user. */
type Db = Kysely<ReadModels>;

export function toAdminUser(view: UserView): AdminUser {
  const { userSettings: _settings, ...rest } = view.api;
  return rest;
}

/** Where the search looks: the stored search column, or (on a version 2 table) the three fields themselves. */
type SearchIn = 'search_text' | 'fields';

/** PostgreSQL's error code for a column that does not exist. */
const UNDEFINED_COLUMN = '42703';
const isUndefinedColumn = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNDEFINED_COLUMN;

/**
 * Newest first, `take` from `skip`. The search is a case-insensitive substring of username, display name or email
 * (users.search_text, lower-cased as stored, with a trigram index), or the exact id when it is a number.
 */
export async function listUsersForAdmin(db: Db, query: AdminUsersQuery): Promise<AdminUserList> {
  try {
    return await listMatching(db, query, 'search_text');
  } catch (error) {
    // Just after an upgrade from accounts v2, until its rebuild swaps in (seconds): the live table has no search_text
    // yet, and reads keep being served from it, as during any rebuild.
    if (!isUndefinedColumn(error)) throw error;
    return listMatching(db, query, 'fields');
  }
}

async function listMatching(db: Db, query: AdminUsersQuery, searchIn: SearchIn): Promise<AdminUserList> {
  const search = query.search ?? '';
  let base = db.selectFrom('accounts.users');
  if (search !== '') {
    const pattern = likeSubstring(search);
    const id = /^[0-9]{1,9}$/.test(search) ? Number(search) : null;
    base = base.where((eb) => eb.or([
      // Lower-cased by the database, as search_text was: the same lower() on both sides, whatever the letters.
      ...(searchIn === 'search_text' ? [eb('search_text', 'like', eb.fn<string>('lower', [eb.val(pattern)]))]
        : [eb('username', 'ilike', pattern), eb('display_name', 'ilike', pattern), eb('email', 'ilike', pattern)]),
      ...(id === null ? [] : [eb('id', '=', id)]),
    ]));
  }
  // One statement: the page and, beside each row, how many match in all. Only a page past the end (no rows to carry
  // the total) needs a second look.
  const rows = await base.selectAll().select((eb) => eb.fn.countAll<string>().over().as('matches'))
    .orderBy('created_at', 'desc').orderBy('id', 'desc').offset(query.skip).limit(query.take).execute();
  const first = rows[0];
  const total = first ? Number(first.matches)
    : query.skip === 0 ? 0 : Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  return { users: rows.map(({ matches: _matches, ...r }) => toAdminUser(toView(r))), total };
}

/**
 * Spec §3's user counts: active users, the verified among them, and active users who signed up in the last 30 and
 * 7 days, today (UTC) included (and nothing after today: `now` may be a clock set in the past, in tests).
 */
export async function adminUserStats(db: Db, now: Date): Promise<AdminUserStats> {
  const today = utcDate(now);
  const since = (days: number) => new Date(`${addDays(today, -(days - 1))}T00:00:00Z`);
  const row = await db.selectFrom('accounts.users').where('state', '=', 'active').select((eb) => [
    eb.fn.countAll<string>().as('active'),
    eb.fn.countAll<string>().filterWhere('email_verified', '=', true).as('verified'),
    eb.fn.countAll<string>().filterWhere((w) => w.and([w('created_at', '>=', since(30)), w('created_at', '<', since(0))])).as('last30'),
    eb.fn.countAll<string>().filterWhere((w) => w.and([w('created_at', '>=', since(7)), w('created_at', '<', since(0))])).as('last7'),
  ]).executeTakeFirstOrThrow();
  return { active: Number(row.active), verified: Number(row.verified), signedUpLast30Days: Number(row.last30), signedUpLast7Days: Number(row.last7) };
}
