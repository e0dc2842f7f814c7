import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const token = '0b7e3b52-5a43-4c8f-9a39-2d7b7f6f0c11';

describe('the reset password page', () => {
  test('says API keys keep working, then sets the new password with the link token', async () => {
    const server = fakeServer({ [`GET /api/auth/reset-password/${token}`]: ok(null), [`POST /api/auth/reset-password/${token}`]: ok(null) });
    renderAt(`/reset-password/${token}`, <ResetPasswordPage params={{ resetUuid: token }} />);
    expect(await screen.findByText(messages.notes.apiKeysKeepWorking)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/New password/), 'a whole new one');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(messages.success.passwordReset)).toBeInTheDocument();
    expect(server.sent.at(-1)).toEqual({ method: 'POST', url: `/api/auth/reset-password/${token}`, body: { newPassword: 'a whole new one' } });
  });

  test('a used or expired link is said at once, before any password is typed, with a way to ask for a new one', async () => {
    const server = fakeServer({ [`GET /api/auth/reset-password/${token}`]: fail('NOT_FOUND', messages.errors.resetLinkInvalid, 404) });
    renderAt(`/reset-password/${token}`, <ResetPasswordPage params={{ resetUuid: token }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.resetLinkInvalid);
    expect(screen.queryByLabelText(/New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/reset-password');
    expect(server.sent.map((c) => c.method)).toEqual(['GET']);
  });
});
