import type { Kysely, Selectable } from 'kysely';
import type { Banner } from '@inkpace/contracts/api/banner';
import { isBannerVisible } from '@inkpace/contracts/rules/banner';
import type { ReadModels } from '../read-models.ts';
import { bannerColumns } from './banner-columns.ts';
import type { BannersTable } from './tables.ts';

/** What the banners read model tells commands and queries, in the wire shape of contracts/api/banner.ts. */
type Db = Kysely<ReadModels>;

const toBanner = (r: Selectable<BannersTable>): Banner => ({
  id: r.id,
  uuid: r.uuid,
  ...bannerColumns.values(r),
  updatedAt: r.updated_at.toISOString(),
});

/** A banner, live until deleted. Banners belong to no one: administrators manage them all (access.ts: adminLive). */
export interface BannerView {
  uuid: string;
  live: boolean;
  api: Banner;
}

export async function bannerView(db: Db, id: number): Promise<BannerView | null> {
  const row = await db.selectFrom('banners.banners').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { uuid: row.uuid, live: row.state === 'active', api: toBanner(row) } : null;
}

const live = (db: Db) => db.selectFrom('banners.banners').selectAll().where('state', '=', 'active');

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
