import type { BannerColor } from '@inkpace/contracts/rules/banner';
import { lifecycleColumns } from '../runtime/lifecycle.ts';
import { col, setupOf, table, type RowOf, type TablesOf } from '../runtime/table.ts';

export const bannerTables = {
  banners: table({
    id: col.integer().primaryKey(),
    uuid: col.uuid().unique(),
    message: col.text(),
    icon: col.text(),
    color: col.text<BannerColor>(),
    show_until: col.timestamptz(),
    enabled: col.boolean(),
    created_at: col.timestamptz(),
    updated_at: col.timestamptz(),
    /** Deleted banners stay, so a delete can answer with what it removed; every list skips them. */
    ...lifecycleColumns(),
  }, {
    // The public list runs on every page load: it reads only enabled banners, newest first.
    indexes: { banners_enabled: "(id desc, show_until) where enabled and state = 'active'" },
  }),
};

export type BannerTables = TablesOf<typeof bannerTables>;
export const bannersSetup = setupOf(bannerTables);
export type BannersTable = RowOf<typeof bannerTables.banners>;
