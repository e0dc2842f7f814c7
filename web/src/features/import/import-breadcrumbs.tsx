import type { ReactNode } from 'react';
import { CrumbTrail } from '../../app/layouts/breadcrumbs.tsx';
import { pathOf } from '../../app/routes.ts';

/** Projects › Import on the method cards; Projects › Import › {page} on each way of importing. */
export function ImportBreadcrumbs({ page }: { page?: string }): ReactNode {
  const crumbs = [
    { title: 'Projects', href: pathOf('projects') },
    { title: 'Import', href: page ? pathOf('import-projects') : null },
    ...(page ? [{ title: page, href: null }] : []),
  ];
  return <CrumbTrail crumbs={crumbs} />;
}
