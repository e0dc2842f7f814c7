import { screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { signedIn, userAtom } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import LogoutPage from './logout-page.tsx';
import VerifyEmailPage from './verify-email-page.tsx';

const token = '0b7e3b52-5a43-4c8f-9a39-2d7b7f6f0c11';

describe('log out on load', () => {
  test('logs out once, clears the user and goes home', async () => {
    signedIn(testUser());
    const server = fakeServer({ 'POST /api/auth/logout': ok(null) });
    const { history } = renderAt('/logout', <LogoutPage />);
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(server.sent.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/logout']);
    expect(getDefaultStore().get(userAtom)).toBeNull();
  });

  test('a failure says so, with a link to the homepage', async () => {
    fakeServer({ 'POST /api/auth/logout': fail('SERVER_ERROR', 'boom', 500) });
    renderAt('/logout', <LogoutPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.logoutFailed);
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });
});

describe('verify email on load', () => {
  test('a signed-in writer: verifies the token, says so, then goes on to the dashboard (not to a login form)', async () => {
    signedIn(testUser({ isEmailVerified: false }));
    const server = fakeServer({ [`POST /api/auth/verify-email/${token}`]: ok(null), 'GET /api/v1/me': ok(testUser({ isEmailVerified: true })) });
    const { history } = renderAt(`/verify-email/${token}`, <VerifyEmailPage params={{ verifyUuid: token }} />);
    expect(await screen.findByText(messages.success.emailVerifiedSignedIn)).toBeInTheDocument();
    expect(server.sent[0]).toMatchObject({ method: 'POST', url: `/api/auth/verify-email/${token}` });
    await waitFor(() => expect(getDefaultStore().get(userAtom)?.isEmailVerified).toBe(true));
    expect(history.at(-1)).toBe(`/verify-email/${token}`);
    await waitFor(() => expect(history.at(-1)).toBe('/dashboard'), { timeout: 3000 });
  });

  test('a signed-out visitor (or one whose session is not known yet): the spec message, then login', async () => {
    getDefaultStore().set(userAtom, undefined);
    fakeServer({ [`POST /api/auth/verify-email/${token}`]: ok(null), 'GET /api/v1/me': fail('NOT_LOGGED_IN', messages.errors.notLoggedIn, 401) });
    const { history } = renderAt(`/verify-email/${token}`, <VerifyEmailPage params={{ verifyUuid: token }} />);
    expect(await screen.findByText(messages.success.emailVerified)).toBeInTheDocument();
    await waitFor(() => expect(history.at(-1)).toBe('/login'), { timeout: 3000 });
  });

  test('a used or expired link shows the server message', async () => {
    fakeServer({ [`POST /api/auth/verify-email/${token}`]: fail('NOT_FOUND', messages.errors.verifyLinkInvalid, 404) });
    renderAt(`/verify-email/${token}`, <VerifyEmailPage params={{ verifyUuid: token }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.verifyLinkInvalid);
  });
});
