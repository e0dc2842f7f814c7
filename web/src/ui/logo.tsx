import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PenIcon } from './icons.tsx';
import classes from './ui.module.css';

/** The wordmark, linking home (or to the dashboard inside the app). */
export function Logo({ href = '/', label = 'Inkpace home' }: { href?: string; label?: string }): ReactNode {
  return (
    <Link href={href} className={classes.logo} aria-label={label}>
      <PenIcon size={24} />
      <span>Inkpace</span>
    </Link>
  );
}
