import { NavLink } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { SoonPill } from '../../ui/soon.tsx';
import { isBuilt, pathOf } from '../routes.ts';
import classes from './shell.module.css';

export interface NavItemProps {
  /** The route's name in routes.ts: an unbuilt route shows as "Soon" until its page exists. */
  name: string;
  label: string;
  Icon?: ComponentType<{ size?: number }>;
  /** Active only on its own path, not on the pages under it (Account, Admin). */
  exact?: boolean;
  /** Nested items, e.g. starred projects. */
  children?: ReactNode;
}

export function NavItem({ name, label, Icon, exact = false, children }: NavItemProps): ReactNode {
  const [location] = useLocation();
  const icon = Icon ? <Icon size={18} /> : undefined;
  if (!isBuilt(name)) {
    return (
      <NavLink
        component="span"
        role="link"
        aria-disabled="true"
        label={label}
        leftSection={icon}
        rightSection={<SoonPill />}
        className={classes.soonItem}
      />
    );
  }
  const path = pathOf(name);
  const active = location === path || (!exact && location.startsWith(`${path}/`));
  return (
    <>
      <NavLink component={Link} href={path} label={label} leftSection={icon} active={active} aria-current={active ? 'page' : undefined} />
      {children}
    </>
  );
}

export interface StarredItem {
  id: string | number;
  title: string;
  href: string;
}

/** A section's starred items (projects, goals, leaderboards), listed under its link; nothing when there are none. */
export function StarredList({ label, items }: { label: string; items: StarredItem[] }): ReactNode {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className={classes.starred}>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink component={Link} href={item.href} label={item.title} />
        </li>
      ))}
    </ul>
  );
}
