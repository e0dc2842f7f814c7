import { Alert, Stack, TextInput } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { SubmitButton } from './submit-button.tsx';
import { typedConfirmationSchema } from './typed-confirmation.ts';
import { useAsyncSubmit } from './use-async-submit.ts';
import { useZodForm } from './use-zod-form.ts';

interface TypedConfirmFormProps {
  /** The text to type (a username, a name, an id). */
  expected: string;
  /** The spec's message when it does not match, e.g. messages.validation.typedUsername. */
  mismatch: string;
  label: string;
  description?: ReactNode;
  confirmLabel: string;
  loadingLabel: string;
  /** Performs the dangerous action; a rejection shows `failure(error)`. */
  onConfirm(): Promise<void>;
  failure(error: unknown): string;
}

/** A danger confirmation: the action stays disabled until the expected text is typed exactly. */
export function TypedConfirmForm(props: TypedConfirmFormProps): ReactNode {
  const schema = useMemo(() => typedConfirmationSchema(props.expected, props.mismatch), [props.expected, props.mismatch]);
  const form = useZodForm(schema, { typed: '' });
  const confirm = useAsyncSubmit(props.onConfirm, { failure: props.failure });

  return (
    <form onSubmit={form.onSubmit(confirm.run)} noValidate>
      <Stack gap="sm" align="flex-start">
        <TextInput
          {...form.text('typed')}
          label={props.label}
          description={props.description}
          autoComplete="off"
          spellCheck={false}
          w="100%"
          maw={360}
        />
        {confirm.error && (
          <Alert color="red" w="100%">
            {confirm.error}
          </Alert>
        )}
        <SubmitButton valid={form.valid} pending={confirm.pending} loadingLabel={props.loadingLabel} color="red">
          {props.confirmLabel}
        </SubmitButton>
      </Stack>
    </form>
  );
}
