import type { ReactNode } from 'react';
import { CrumbTrail } from '../../app/layouts/breadcrumbs.tsx';
import { goalPath } from './goal-actions.ts';

/**
 * The trail of the goal pages, as projects and leaderboards have theirs: Goals › {title} on a goal's page,
 * Goals › {title} › Edit on its edit page, Goals › New for a new one.
 */
export function GoalBreadcrumbs({ goal, editing = false }: { goal: { id: number; title: string } | 'new'; editing?: boolean }): ReactNode {
  const goals = { title: 'Goals', href: '/goals' };
  if (goal === 'new') return <CrumbTrail crumbs={[goals, { title: 'New', href: null }]} />;
  const crumbs = [goals, { title: goal.title, href: editing ? goalPath(goal.id) : null }, ...(editing ? [{ title: 'Edit', href: null }] : [])];
  return <CrumbTrail crumbs={crumbs} />;
}
