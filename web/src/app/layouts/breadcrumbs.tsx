import { Anchor, Breadcrumbs } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { matchRoute } from '../match.ts';

export interface Crumb {
  title: string;
  /** null for the current page and for screens not built yet. */
  href: string | null;
}

/** The trail to a page from the route table: /account/api-keys/new → Account › API Keys › New API Key. */
export function crumbsFor(pathname: string): Crumb[] {
  const parts = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  parts.forEach((_part, i) => {
    const path = `/${parts.slice(0, i + 1).join('/')}`;
    const match = matchRoute(path);
    if (!match) return;
    const last = i === parts.length - 1;
    crumbs.push({ title: match.entry.title, href: !last && match.entry.built ? path : null });
  });
  return crumbs;
}

/** The trail of the settings and admin layouts, from the route table. */
export function PageBreadcrumbs(): ReactNode {
  const [location] = useLocation();
  return <CrumbTrail crumbs={crumbsFor(location)} />;
}

/** A breadcrumb trail: links up to the current page, which is plain text marked as the current one. */
export function CrumbTrail({ crumbs }: { crumbs: Crumb[] }): ReactNode {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs mb="md" separator="›">
        {crumbs.map((crumb, i) =>
          crumb.href ? (
            <Anchor key={crumb.href} component={Link} href={crumb.href} size="sm">
              {crumb.title}
            </Anchor>
          ) : (
            <span key={i} aria-current={i === crumbs.length - 1 ? 'page' : undefined} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
              {crumb.title}
            </span>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
