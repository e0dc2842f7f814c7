import { BANNER_FIELDS, type BannerValues } from '@inkpace/contracts/api/banner';
import { normalizeBannerColor } from '@inkpace/contracts/rules/banner';
import { columnMap } from '../runtime/column-map.ts';
import type { BannersTable } from './tables.ts';

/**
 * Where each field an administrator sets (contracts' `bannerFieldMap`) lives in `banners`: the projection's inserts
 * and updates and the API shape (readers.ts) go by this map, so a new field is one line here (and a column in
 * tables.ts). Answers list the fields in the map's order.
 */
export const bannerColumns = columnMap<BannerValues, BannersTable>(BANNER_FIELDS, {
  message: { column: 'message' },
  icon: { column: 'icon' },
  // Rows written before `warn` was normalised on the way in read as `warning`.
  color: { column: 'color', read: normalizeBannerColor },
  showUntil: { column: 'show_until', read: (at: Date) => at.toISOString() },
  enabled: { column: 'enabled' },
});
