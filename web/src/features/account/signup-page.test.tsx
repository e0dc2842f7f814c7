import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, heldReply, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import SignupPage from './signup-page.tsx';

const v = messages.validation;
const submit = () => screen.getByRole('button', { name: 'Sign Up' });

async function fill(values: { username?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  if (values.username !== undefined) await user.type(screen.getByLabelText(/Username/), values.username);
  if (values.email !== undefined) await user.type(screen.getByLabelText(/Email/), values.email);
  if (values.password !== undefined) await user.type(screen.getByLabelText(/^Password/), values.password);
  return user;
}

describe('the sign-up form', () => {
  test('shows no errors before a change and keeps submit disabled while invalid', () => {
    renderAt('/signup', <SignupPage />);
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(screen.queryByText(v.usernameMin)).not.toBeInTheDocument();
    expect(screen.queryByText(v.email)).not.toBeInTheDocument();
  });

  test('shows the contracts messages for the fields changed, and only those', async () => {
    renderAt('/signup', <SignupPage />);
    await fill({ username: 'ab' });
    expect(screen.getByText(v.usernameMin)).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription(v.usernameMin);
    expect(screen.queryByText(v.email)).not.toBeInTheDocument();
    expect(screen.queryByText(v.passwordMin)).not.toBeInTheDocument();

    await userEvent.setup().clear(screen.getByLabelText(/Username/));
    await fill({ username: '1abc', email: 'nope', password: 'short' });
    expect(screen.getByText(v.usernamePattern)).toBeInTheDocument();
    expect(screen.getByText(v.email)).toBeInTheDocument();
    expect(screen.getByText(v.passwordMin)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  test('signs up, shows the loading label, then the success message, then goes to login keeping the query', async () => {
    const reply = heldReply();
    const server = fakeServer({ 'POST /api/auth/signup': reply.answer });
    const { history } = renderAt('/signup?redirectTo=%2Fgoals', <SignupPage />);
    const user = await fill({ username: 'alice', email: 'alice@example.com', password: 'correct horse' });
    expect(submit()).toBeEnabled();
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Signing up...' })).toBeDisabled();
    reply.send(ok(testUser(), 201));
    expect(await screen.findByText(`${messages.success.signUp} ${messages.success.verificationMailSent}`)).toBeInTheDocument();
    expect(server.sent).toEqual([
      { method: 'POST', url: '/api/auth/signup', body: { username: 'alice', email: 'alice@example.com', password: 'correct horse' } },
    ]);
    expect(history.at(-1)).toBe('/signup?redirectTo=%2Fgoals');
    await waitFor(() => expect(history.at(-1)).toBe('/login?redirectTo=%2Fgoals'), { timeout: 2000 });
  });

  test.each([
    ['USERNAME_EXISTS', 'taken', messages.errors.usernameExists],
    ['VALIDATION_FAILED', 'Please enter a valid email address.', 'Please enter a valid email address.'],
    ['SERVER_ERROR', 'boom', messages.errors.signUpFailed],
    ['TOO_MANY_REQUESTS', 'Too many requests.', messages.errors.signUpFailed],
  ])('a %s failure shows the spec message', async (code, serverMessage, shown) => {
    fakeServer({ 'POST /api/auth/signup': fail(code, serverMessage) });
    renderAt('/signup', <SignupPage />);
    const user = await fill({ username: 'alice', email: 'alice@example.com', password: 'correct horse' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });
});
