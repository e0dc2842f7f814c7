import { Text, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './figure.module.css';
import ui from './ui.module.css';

/** One figure of a card, a term above its value, inside a `<dl>`: lifetime day stats, a profile's habit streaks. */
export function Figure({ term, children, size = 'sm' }: { term: string; children: ReactNode; size?: MantineSize }): ReactNode {
  return (
    <div className={classes.figure}>
      <Text component="dt" size={size} className={ui.muted}>
        {term}
      </Text>
      <Text component="dd" fw={600}>
        {children}
      </Text>
    </div>
  );
}
