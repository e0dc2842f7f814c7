import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './step-list.module.css';

/**
 * Where a linear wizard is: its steps in order, the current one marked (aria-current="step") and the finished ones
 * ticked. Not buttons: a linear wizard moves only through its own Next and Back. Wraps on a phone.
 */
export function StepList({ steps, active, label }: { steps: readonly string[]; active: number; label: string }): ReactNode {
  return (
    <ol className={classes.steps} aria-label={label}>
      {steps.map((step, i) => {
        const state = i < active ? 'done' : i === active ? 'current' : 'next';
        return (
          <li key={step} className={classes.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={classes.number} aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <Text component="span" size="sm" fw={state === 'current' ? 700 : 400}>
              {step}
              {state === 'done' && <span className={classes.hidden}> (done)</span>}
            </Text>
          </li>
        );
      })}
    </ol>
  );
}
