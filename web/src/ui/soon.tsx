import type { ReactNode } from 'react';
import classes from './ui.module.css';

/** Marks a destination that a later release builds: shown, but not yet a link. */
export function SoonPill(): ReactNode {
  return <span className={`${classes.pill} ${classes.soon}`}>Soon</span>;
}

export function UpdatesPill(): ReactNode {
  return <span className={`${classes.pill} ${classes.updates}`}>Updates!</span>;
}
