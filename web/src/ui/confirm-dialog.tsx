import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CancelButton, FormActions } from './form-actions.tsx';
import { SubmitButton } from './submit-button.tsx';
import { typedConfirmationProblem } from './typed-confirmation.ts';
import { useAsyncSubmit } from './use-async-submit.ts';
import { useCloseAfterSuccess } from './use-close-after-success.ts';

/** A danger confirmation that also asks for a text typed exactly (spec §5: a title, a name, a username). */
export interface TypedConfirmation {
  expected: string;
  /** The spec's message while the text does not match, e.g. messages.validation.typedTitle. */
  mismatch: string;
  label: string;
  description?: ReactNode;
}

export interface ConfirmDialogProps {
  opened: boolean;
  /** Cancel, the close button and Escape; also called once the action has succeeded. */
  onClose(): void;
  title: string;
  /** What will happen, in the spec's words (a string shows as a paragraph). */
  children: ReactNode;
  /** The danger button, e.g. 'Delete' or 'Yes', and its label while the action runs, e.g. 'Deleting...'. */
  confirmLabel: string;
  loadingLabel: string;
  /** True (the default): a red confirm button. False when the action does no harm (e.g. restoring an account). */
  danger?: boolean;
  /** 'Cancel' unless the spec asks for 'No' (the leaderboards' destructive actions, spec §4). */
  cancelLabel?: string;
  typed?: TypedConfirmation;
  /** Performs the action (with its toast or navigation); resolving closes the dialog, rejecting shows `failure`. */
  onConfirm(): Promise<void>;
  failure(error: unknown): string;
  /**
   * The short message a success shows in the dialog (spec B §4, the leaderboards' destructive actions): the dialog
   * then closes about a second later (REDIRECT_AFTER_FORM_MS) instead of at once.
   */
  success?: string;
  /** After a success, once the dialog closes (on its own or by the writer): e.g. leaving a page that is gone. */
  afterSuccess?(): void;
}

interface Question {
  title: string;
  body: ReactNode;
  typed: TypedConfirmation | undefined;
}

type ConfirmFormProps = Omit<ConfirmDialogProps, 'opened' | 'title' | 'children'> & { body: ReactNode };

/**
 * The one confirm dialog: the question, optionally a text to type exactly, the error of a failed attempt, a
 * Cancel button (every confirm dialog has one, issue 12 #12) and a red confirm button with a loading label. Focus starts on the text to type, else on the
 * confirm button, and returns to the opener when the dialog closes (Mantine's modal).
 */
export function ConfirmDialog({ opened, title, children, typed, ...form }: ConfirmDialogProps): ReactNode {
  // Keeps the question on screen while the dialog closes: the parent may already have cleared what it was about.
  const question: Question = { title, body: children, typed };
  const [lastOpen, setLastOpen] = useState(question);
  if (opened && (lastOpen.title !== title || lastOpen.body !== children || lastOpen.typed !== typed)) setLastOpen(question);
  const shown = opened ? question : lastOpen;

  return (
    <Modal opened={opened} onClose={form.onClose} title={shown.title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {/* The modal drops its content once closed, so each opening starts with an empty text and no error. */}
      <ConfirmForm {...form} body={shown.body} typed={shown.typed} />
    </Modal>
  );
}

/**
 * After a success with a message: close about a second later, and run `afterSuccess` once, whether the dialog closes
 * by itself or the writer closes it first (the form unmounts with the modal's content).
 */
function useFinishAfterSuccess(done: boolean, onClose: () => void, afterSuccess: (() => void) | undefined): void {
  const finished = useRef(false);
  const latest = useRef({ done, onClose, afterSuccess });
  useEffect(() => {
    latest.current = { done, onClose, afterSuccess };
  });
  const finish = (close: boolean): void => {
    if (finished.current || !latest.current.done) return;
    finished.current = true;
    if (close) latest.current.onClose();
    latest.current.afterSuccess?.();
  };
  useCloseAfterSuccess(done, () => finish(true));
  // Closed before the second was up (Escape, the close button): what follows a success still happens. On unmount
  // only: the latest values are read through the refs.
  useEffect(() => () => finish(false), []);
}

function ConfirmForm({ body, typed, confirmLabel, loadingLabel, danger = true, cancelLabel = 'Cancel', onConfirm, failure, onClose, success, afterSuccess }: ConfirmFormProps): ReactNode {
  const [text, setText] = useState('');
  // Spec §4: a field's message shows once the user has changed it.
  const [changed, setChanged] = useState(false);
  const [done, setDone] = useState(false);
  const problem = typed ? typedConfirmationProblem(text, typed.expected, typed.mismatch) : null;
  const confirm = useAsyncSubmit(
    async () => {
      await onConfirm();
      if (success === undefined) {
        onClose();
        afterSuccess?.();
      } else setDone(true);
    },
    { failure },
  );
  useFinishAfterSuccess(done, onClose, afterSuccess);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (problem === null && !done) void confirm.run();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {typeof body === 'string' ? <Text>{body}</Text> : body}
        {typed && (
          <TextInput
            label={typed.label}
            description={typed.description}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setChanged(true);
            }}
            error={changed && problem !== null ? problem : undefined}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
        )}
        {confirm.error && <Alert color="red">{confirm.error}</Alert>}
        {done && (
          <Alert color="teal" role="status">
            {success}
          </Alert>
        )}
        <FormActions
          cancel={
            <CancelButton onClick={onClose} pending={confirm.pending || done}>
              {cancelLabel}
            </CancelButton>
          }
        >
          <SubmitButton color={danger ? 'red' : undefined} valid={problem === null && !done} pending={confirm.pending} loadingLabel={loadingLabel} data-autofocus={typed ? undefined : true}>
            {confirmLabel}
          </SubmitButton>
        </FormActions>
      </Stack>
    </form>
  );
}
