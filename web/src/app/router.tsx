import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { NotFoundPage } from '../features/public/not-found-page.tsx';
import { PageLoader } from '../ui/page-loader.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { matchRoute } from './match.ts';
import { publicPages } from './public-pages.ts';
import { checkParams, type Layout } from './routes.ts';
import { usePageTitle } from './title.ts';

// The signed-in pages' table, fetched alongside a signed-in layout rather than after it.
const loadSignedInPages = () => import('./signed-in-pages.tsx');
const SignedInPage = lazy(loadSignedInPages);
const withPages = <T,>(load: () => Promise<T>) => (): Promise<T> => {
  void loadSignedInPages();
  return load();
};

// Signed-in layouts carry the app shell: loaded only when a signed-in screen is opened, never by visitors.
const layouts: Record<Layout, ComponentType<{ children: ReactNode }>> = {
  public: PublicLayout,
  app: lazy(withPages(() => import('./layouts/app-layout.tsx'))),
  settings: lazy(withPages(() => import('./layouts/settings-layout.tsx'))),
  admin: lazy(withPages(() => import('./layouts/admin-layout.tsx'))),
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
  const { entry, params } = match;
  const PublicPage = entry.layout === 'public' ? publicPages[entry.name] : undefined;
  if (check === 'not-found' || !entry.built || (entry.layout === 'public' && !PublicPage)) return <NotFound />;
  const Shell = layouts[entry.layout];
  return (
    <Suspense fallback={<PageLoader />}>
      <Shell>
        <Titled title={entry.title} />
        <Suspense fallback={<PageLoader />}>
          {PublicPage ? <PublicPage params={params} /> : <SignedInPage name={entry.name} params={params} />}
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
