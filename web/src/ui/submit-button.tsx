import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** False while the form is invalid (or has nothing to send): the button is disabled. */
  valid: boolean;
  /** True while the submit runs (useAsyncSubmit's `pending`): disabled, with its loading label. */
  pending: boolean;
  /** Shown while the form submits (spec §4: a loading label), e.g. "Signing up...". */
  loadingLabel: string;
  children: ReactNode;
}

export function SubmitButton({ valid, pending, loadingLabel, children, disabled, ...rest }: SubmitButtonProps): ReactNode {
  return (
    <Button {...rest} type="submit" disabled={disabled || !valid || pending} aria-busy={pending}>
      {pending ? loadingLabel : children}
    </Button>
  );
}
