import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { renderWithToasts } from '../test/render.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

type Setup = Partial<Pick<ConfirmDialogProps, 'typed' | 'cancelLabel' | 'onConfirm' | 'success' | 'afterSuccess'>>;

/** A page with an opener button; the dialog asks about the book "Dune". */
function Page({ typed, cancelLabel, onConfirm = async () => undefined, success, afterSuccess }: Setup) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Delete Dune</Button>
      <ConfirmDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title="Delete book?"
        confirmLabel="Delete"
        loadingLabel="Deleting..."
        cancelLabel={cancelLabel}
        typed={typed}
        onConfirm={onConfirm}
        success={success}
        afterSuccess={afterSuccess}
        failure={() => 'Could not delete the book: something went wrong server-side.'}
      >
        {messages.confirm.aboutTo('delete Dune')}
      </ConfirmDialog>
    </>
  );
}

async function open(setup: Setup = {}) {
  renderWithToasts(<Page {...setup} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete Dune' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete book?' });
  return { user, dialog: within(dialog) };
}

const typedTitle = { expected: 'Dune', mismatch: messages.validation.typedTitle, label: 'Type the title to confirm' };

describe('the confirm dialog', () => {
  test('asks the question; Cancel closes it without acting and gives focus back to the opener', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user, dialog } = await open({ onConfirm });
    expect(dialog.getByText('You are about to delete Dune. Are you sure you want to do this?')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Dune' })).toHaveFocus());
  });

  test('Cancel comes first and the confirm button last, on the right (one order in every form, issue 12 #12)', async () => {
    const { dialog } = await open();
    expect(dialog.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Close', 'Cancel', 'Delete']);
  });

  test('the cancel button can say No, in the same place', async () => {
    const { dialog } = await open({ cancelLabel: 'No' });
    expect(dialog.getByRole('button', { name: 'No' })).toBeEnabled();
    expect(dialog.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(dialog.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Close', 'No', 'Delete']);
  });

  test('confirming shows the loading label, runs the action once, then closes', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, dialog } = await open({ onConfirm });
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    const busy = dialog.getByRole('button', { name: 'Deleting...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Enter}');
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test('a failure shows its message and keeps the dialog open; the next opening starts fresh', async () => {
    const { user, dialog } = await open({ onConfirm: () => Promise.reject(new Error('down')) });
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Could not delete the book: something went wrong server-side.');
    expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete Dune' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
  });

  test('with a typed confirmation: focus on the text, the spec message after a change, enabled only on an exact match', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user, dialog } = await open({ typed: typedTitle, onConfirm });
    const input = dialog.getByRole('textbox', { name: 'Type the title to confirm' });
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    expect(input).toHaveFocus();
    expect(confirm).toBeDisabled();
    expect(dialog.queryByText(messages.validation.typedTitle)).not.toBeInTheDocument();

    await user.type(input, 'dune');
    expect(input).toHaveAccessibleDescription(messages.validation.typedTitle);
    expect(confirm).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'Dune');
    expect(dialog.queryByText(messages.validation.typedTitle)).not.toBeInTheDocument();
    expect(confirm).toBeEnabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  test('the typed text is empty again at the next opening', async () => {
    const { user, dialog } = await open({ typed: typedTitle });
    await user.type(dialog.getByRole('textbox', { name: 'Type the title to confirm' }), 'Dun');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete Dune' }));
    expect(await screen.findByRole('textbox', { name: 'Type the title to confirm' })).toHaveValue('');
  });

  test('with a success message: shown in the dialog, which closes about a second later, then what follows runs once', async () => {
    const afterSuccess = vi.fn();
    const { user, dialog } = await open({ success: 'Dune has been deleted.', afterSuccess });
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Dune has been deleted.');
    expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(afterSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete book?' })).toBeNull(), { timeout: 3000 });
    expect(afterSuccess).toHaveBeenCalledTimes(1);
  });

  test('closed by the writer before the second is up, what follows a success still runs, once', async () => {
    const afterSuccess = vi.fn();
    const { user, dialog } = await open({ success: 'Dune has been deleted.', afterSuccess });
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await dialog.findByRole('status');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(afterSuccess).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(afterSuccess).toHaveBeenCalledTimes(1);
  });
});

