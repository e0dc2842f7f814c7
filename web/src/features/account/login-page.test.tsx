import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { userAtom } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import LoginPage from './login-page.tsx';

async function logIn(username = 'alice', password = 'secret') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Username/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('the login form', () => {
  test('validation messages come from contracts and show only after a change', async () => {
    renderAt('/login', <LoginPage />);
    const submit = screen.getByRole('button', { name: 'Log In' });
    expect(submit).toBeDisabled();
    expect(screen.queryByText(messages.validation.loginUsername)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'a');
    await user.clear(screen.getByLabelText(/Username/));
    expect(screen.getByText(messages.validation.loginUsername)).toBeInTheDocument();
    expect(screen.queryByText(messages.validation.loginPassword)).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  test('links: forgot password, locked out, and sign up carrying the query', () => {
    renderAt('/login?redirectTo=%2Fgoals', <LoginPage />);
    expect(screen.getByRole('link', { name: /Forgot/ })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Locked out?' })).toHaveAttribute('href', '/contact#locked-out');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup?redirectTo=%2Fgoals');
  });

  test.each([
    ['/login?redirectTo=%2Faccount%3Fx%3D1', '/account?x=1'],
    ['/login?redirectTo=%2F%2Fevil.com', '/dashboard'],
    ['/login', '/dashboard'],
  ])('from %s, a successful login opens %s and sets the user', async (path, target) => {
    const server = fakeServer({ 'POST /api/auth/login': ok(testUser()) });
    const { history } = renderAt(path, <LoginPage />);
    await logIn();
    await waitFor(() => expect(history.at(-1)).toBe(target));
    expect(server.sent).toEqual([{ method: 'POST', url: '/api/auth/login', body: { username: 'alice', password: 'secret' } }]);
    expect(getDefaultStore().get(userAtom)?.username).toBe('alice');
  });

  test.each([
    ['INCORRECT_CREDS', 'Incorrect credentials.', messages.errors.incorrectCreds],
    ['ACCOUNT_NOT_ACTIVE', 'This account is suspended.', 'This account is suspended.'],
  ])('%s shows %s', async (code, serverMessage, shown) => {
    fakeServer({ 'POST /api/auth/login': fail(code, serverMessage, 401) });
    const { history } = renderAt('/login', <LoginPage />);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(history).toEqual(['/login']);
  });
});
