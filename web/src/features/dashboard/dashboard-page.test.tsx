import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { UNVERIFIED_SUSPENSION_DAYS } from '@inkpace/contracts/rules/account';
import { signedIn } from '../../app/session.ts';
import { testUser } from '../../test/data.ts';
import { fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import DashboardPage from './dashboard-page.tsx';

describe('the dashboard', () => {
  test('an unverified user sees the warning, the suspension notice and can ask for a new link', async () => {
    signedIn(testUser({ isEmailVerified: false }));
    const server = fakeServer({ 'POST /api/auth/verify-email': ok(null) });
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Your email address is not verified')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`within ${UNVERIFIED_SUSPENSION_DAYS} days`))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new verification link' }));
    await waitFor(() => expect(server.sent.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/verify-email']));
  });

  test('a verified user sees no warning', () => {
    signedIn(testUser());
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.queryByText('Your email address is not verified')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Welcome, Alice/ })).toBeInTheDocument();
  });
});
