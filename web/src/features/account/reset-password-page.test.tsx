import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const token = '0b7e3b52-5a43-4c8f-9a39-2d7b7f6f0c11';

describe('the reset password page', () => {
  test('says API keys keep working, then sets the new password with the link token', async () => {
    const server = fakeServer({ [`POST /api/auth/reset-password/${token}`]: ok(null) });
    renderAt(`/reset-password/${token}`, <ResetPasswordPage params={{ resetUuid: token }} />);
    expect(screen.getByText(messages.notes.apiKeysKeepWorking)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/New password/), 'a whole new one');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(messages.success.passwordReset)).toBeInTheDocument();
    expect(server.sent).toEqual([{ method: 'POST', url: `/api/auth/reset-password/${token}`, body: { newPassword: 'a whole new one' } }]);
  });
});
