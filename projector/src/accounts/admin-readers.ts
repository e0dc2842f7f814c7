import type { Kysely } from 'kysely';
import type { AdminUser, AdminUserList, AdminUsersQuery } from '@inkpace/contracts/api/admin';
import { likeSubstring } from '@inkpace/contracts/rules/admin';
import type { ReadModels } from '../read-models.ts';
import { toView, type UserView } from './readers.ts';

/** What administrators read about users: the list with its search, and one user. */
type Db = Kysely<ReadModels>;

export function toAdminUser(view: UserView): AdminUser {
  const { userSettings: _settings, ...rest } = view.api;
  return rest;
}

/**
 * Newest first, `take` from `skip`. The search is a case-insensitive substring of username, display name or email
 * (each has a trigram index, so PostgreSQL ORs three index scans instead of reading every user), or the exact id when
 * it is a number.
 */
export async function listUsersForAdmin(db: Db, query: AdminUsersQuery): Promise<AdminUserList> {
  const search = query.search ?? '';
  let base = db.selectFrom('accounts.users');
  if (search !== '') {
    const pattern = likeSubstring(search);
    const id = /^[0-9]{1,9}$/.test(search) ? Number(search) : null;
    base = base.where((eb) => eb.or([
      eb('username', 'ilike', pattern), eb('display_name', 'ilike', pattern), eb('email', 'ilike', pattern),
      ...(id === null ? [] : [eb('id', '=', id)]),
    ]));
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(query.skip).limit(query.take).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { users: rows.map((r) => toAdminUser(toView(r))), total: Number(count.n) };
}
