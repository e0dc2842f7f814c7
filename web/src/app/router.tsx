import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { NotFoundPage } from '../features/public/not-found-page.tsx';
import { PageLoader } from '../ui/page-loader.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { matchRoute } from './match.ts';
import { checkParams, type Layout } from './routes.ts';
import { usePageTitle } from './title.ts';

// Signed-in layouts carry the app shell: loaded only when a signed-in screen is opened, never by visitors.
const layouts: Record<Layout, ComponentType<{ children: ReactNode }>> = {
  public: PublicLayout,
  app: lazy(() => import('./layouts/app-layout.tsx')),
  settings: lazy(() => import('./layouts/settings-layout.tsx')),
  admin: lazy(() => import('./layouts/admin-layout.tsx')),
};

function NotFound(): ReactNode {
  usePageTitle('Not Found');
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}

export function AppRouter(): ReactNode {
  const [location] = useLocation();
  const match = matchRoute(location);
  if (!match) return <NotFound />;
  const check = checkParams(match.entry, match.params);
  if (check === 'redirect-home') return <Redirect to="/" replace />;
  const Page = match.entry.page;
  if (check === 'not-found' || !Page) return <NotFound />;
  const Shell = layouts[match.entry.layout];
  return (
    <Suspense fallback={<PageLoader />}>
      <Shell>
        <Titled title={match.entry.title} />
        <Suspense fallback={<PageLoader />}>
          <Page params={match.params} />
        </Suspense>
      </Shell>
    </Suspense>
  );
}

/** The route's default title; pages with a more specific one set it after this. */
function Titled({ title }: { title: string }): null {
  usePageTitle(title);
  return null;
}
