import type { Kysely, Selectable } from 'kysely';
import type { Banner } from '@inkpace/contracts/api/banner';
import { isBannerVisible, normalizeBannerColor } from '@inkpace/contracts/rules/banner';
import type { BannersTable } from '@inkpace/projector/banners';
import type { ReadModels } from '@inkpace/projector/read-models';

type Db = Kysely<ReadModels>;

const toBanner = (r: Selectable<BannersTable>): Banner => ({
  id: r.id,
  uuid: r.uuid,
  message: r.message,
  icon: r.icon,
  color: normalizeBannerColor(r.color),
  showUntil: r.show_until.toISOString(),
  enabled: r.enabled,
  updatedAt: r.updated_at.toISOString(),
});

const live = (db: Db) => db.selectFrom('banners.banners').selectAll().where('deleted_at', 'is', null);

/** Every banner an administrator manages, newest first. */
export async function listBanners(db: Db): Promise<Banner[]> {
  return (await live(db).orderBy('id', 'desc').execute()).map(toBanner);
}

/**
 * What visitors see, newest first. SQL narrows to enabled rows (indexed); whether a banner has expired is
 * decided by the contracts rule alone, so the server and the web app never disagree on it.
 */
export async function listVisibleBanners(db: Db, now: Date): Promise<Banner[]> {
  const rows = await live(db).where('enabled', '=', true).orderBy('id', 'desc').execute();
  return rows.map(toBanner).filter((b) => isBannerVisible(b, now));
}

/** One banner (a deleted one too when asked, to answer a delete with what was removed). */
export async function getBanner(db: Db, id: number, includeDeleted = false): Promise<Banner | null> {
  let q = db.selectFrom('banners.banners').selectAll().where('id', '=', id);
  if (!includeDeleted) q = q.where('deleted_at', 'is', null);
  const row = await q.executeTakeFirst();
  return row ? toBanner(row) : null;
}
