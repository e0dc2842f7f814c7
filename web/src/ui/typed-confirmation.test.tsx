import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { renderAt } from '../test/render.tsx';
import { TypedConfirmForm } from './typed-confirm-form.tsx';
import { typedConfirmationProblem } from './typed-confirmation.ts';

const mismatch = messages.validation.typedUsername;

describe('the typed-username rule', () => {
  test.each([
    ['alice', 'alice', null],
    ['Alice', 'alice', mismatch],
    ['alice ', 'alice', mismatch],
    [' alice', 'alice', mismatch],
    ['alic', 'alice', mismatch],
    ['', 'alice', mismatch],
    ['', '', mismatch],
  ])('typed %j for %j → %j', (typed, expected, problem) => {
    expect(typedConfirmationProblem(typed, expected, mismatch)).toBe(problem);
  });
});

describe('the danger confirmation form', () => {
  const setup = (onConfirm: () => Promise<void>) =>
    renderAt(
      '/account',
      <TypedConfirmForm
        expected="alice"
        mismatch={mismatch}
        label="Type your username to confirm"
        confirmLabel="Delete Account"
        loadingLabel="Deleting..."
        onConfirm={onConfirm}
        failure={() => messages.errors.deleteAccountFailed}
      />,
    );

  test('stays disabled until the username is typed exactly, with the spec message after a change', async () => {
    const onConfirm = vi.fn(async () => undefined);
    setup(onConfirm);
    const button = screen.getByRole('button', { name: 'Delete Account' });
    const input = screen.getByLabelText('Type your username to confirm');
    expect(button).toBeDisabled();
    expect(screen.queryByText(mismatch)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(input, 'Alice');
    expect(screen.getByText(mismatch)).toBeInTheDocument();
    expect(button).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'alice');
    expect(screen.queryByText(mismatch)).not.toBeInTheDocument();
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  test('a failure shows its message', async () => {
    setup(() => Promise.reject(new Error('no')));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Type your username to confirm'), 'alice{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.deleteAccountFailed);
  });
});
