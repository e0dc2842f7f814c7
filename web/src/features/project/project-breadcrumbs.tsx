import type { ReactNode } from 'react';
import { CrumbTrail } from '../../app/layouts/breadcrumbs.tsx';
import { projectPath } from './project-tile.tsx';

/** Projects › {title} on a project's page, Projects › {title} › Edit on its edit page. */
export function ProjectBreadcrumbs({ project, editing = false }: { project: { id: number; title: string }; editing?: boolean }): ReactNode {
  const crumbs = [
    { title: 'Projects', href: '/projects' },
    { title: project.title, href: editing ? projectPath(project.id) : null },
    ...(editing ? [{ title: 'Edit', href: null }] : []),
  ];
  return <CrumbTrail crumbs={crumbs} />;
}
