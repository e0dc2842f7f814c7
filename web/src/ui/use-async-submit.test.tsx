import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { ApiError } from '../app/api.ts';
import { renderWithToasts } from '../test/render.tsx';
import { useAsyncSubmit, type AsyncSubmitOptions } from './use-async-submit.ts';

afterEach(() => notifications.clean());

/** A form with one Save button, as the app's forms use the hook. */
function SaveForm({ action, options, onResult }: { action(): Promise<void>; options?: AsyncSubmitOptions; onResult?(ok: boolean): void }) {
  const save = useAsyncSubmit(action, options);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save.run().then(onResult);
      }}
    >
      {save.error && <p role="alert">{save.error}</p>}
      <button type="submit" aria-busy={save.pending}>
        {save.pending ? 'Saving...' : 'Save'}
      </button>
      <button type="button" onClick={() => save.setError('The file is too large.')}>
        Check
      </button>
    </form>
  );
}

function held() {
  let finish: () => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const action = vi.fn(() => new Promise<void>((resolve, reject) => ((finish = resolve), (fail = reject))));
  return { action, finish: () => finish(), fail: (error: unknown) => fail(error) };
}

describe('useAsyncSubmit', () => {
  test('is pending while the action runs, and a second submit meanwhile does nothing', async () => {
    const { action, finish } = held();
    const onResult = vi.fn();
    renderWithToasts(<SaveForm action={action} onResult={onResult} />);
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement;
    // Two submits in the same tick, before React has rendered the pending state.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'false');
    expect(onResult.mock.calls).toEqual([[false], [true]]);
  });

  test("a failure shows the server's words by default, and the next run clears them", async () => {
    const { action, fail, finish } = held();
    renderWithToasts(<SaveForm action={action} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => fail(new ApiError('VALIDATION_FAILED', 'Titles can be at most 200 characters.', 400)));
    expect(screen.getByRole('alert')).toHaveTextContent('Titles can be at most 200 characters.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => finish());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a failure that is not an API error shows the generic server-side message', async () => {
    renderWithToasts(<SaveForm action={() => Promise.reject(new TypeError('boom'))} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.serverError);
  });

  test('the failure words can be chosen, and shown as a toast instead', async () => {
    const onResult = vi.fn();
    renderWithToasts(
      <SaveForm
        action={() => Promise.reject(new ApiError('SERVER_ERROR', 'db down', 500))}
        options={{ failure: () => messages.errors.resendVerificationFailed, failureAs: 'toast' }}
        onResult={onResult}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    const shown = await screen.findAllByText(messages.errors.resendVerificationFailed);
    // Once, in the toast host, not next to the form.
    expect(shown).toHaveLength(1);
    expect(shown[0]?.closest('form')).toBeNull();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
  });

  test('setError shows a problem found before sending', async () => {
    const action = vi.fn(async () => undefined);
    renderWithToasts(<SaveForm action={action} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large.');
    expect(action).not.toHaveBeenCalled();
  });
});
