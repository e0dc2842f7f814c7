import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** The form's state: the button is disabled while the form is invalid and shows its loading label meanwhile. */
  form: { valid: boolean; submitting: boolean };
  /** Shown while the form submits (spec §4: a loading label), e.g. "Signing up...". */
  loadingLabel: string;
  children: ReactNode;
}

export function SubmitButton({ form, loadingLabel, children, disabled, ...rest }: SubmitButtonProps): ReactNode {
  return (
    <Button {...rest} type="submit" disabled={disabled || !form.valid || form.submitting} aria-busy={form.submitting}>
      {form.submitting ? loadingLabel : children}
    </Button>
  );
}
