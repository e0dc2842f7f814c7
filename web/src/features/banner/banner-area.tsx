import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Banner } from '@inkpace/contracts/api/banner';
import { call } from '../../app/api.ts';
import { useApiQuery } from '../../app/cache.ts';
import { lightRoutes } from '../../app/light-routes.ts';
import { BANNER_KEYS } from './banner-cache.ts';
import { dismissBanner, pruneDismissed, readDismissed, visibleBanners } from './dismissals.ts';

// Markdown and the alert styles load only when there is something to show.
const BannerList = lazy(() => import('./banner-list.tsx'));

const loadBanners = (): Promise<Banner[]> => call(lightRoutes.banners);

/** Announcement banners at the top of every layout (spec §1, §4). Nothing renders when there are none. */
export function BannerArea(): ReactNode {
  const { data } = useApiQuery(BANNER_KEYS.current, loadBanners);
  const [dismissed, setDismissed] = useState(readDismissed);
  const [now] = useState(() => new Date());

  useEffect(() => {
    if (data) setDismissed(pruneDismissed(data.map((b) => b.uuid)));
  }, [data]);

  const visible = data ? visibleBanners(data, dismissed, now) : [];
  if (visible.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BannerList banners={visible} onDismiss={(uuid) => setDismissed(dismissBanner(uuid))} />
    </Suspense>
  );
}
