import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { UNVERIFIED_SUSPENSION_DAYS } from '@inkpace/contracts/rules/account';
import { signedIn } from '../../app/session.ts';
import { ok, renderAt, stubFetch, testUser } from '../../ui/testing.tsx';
import DashboardPage from './dashboard-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard', () => {
  test('an unverified user sees the warning, the suspension notice and can ask for a new link', async () => {
    signedIn(testUser({ isEmailVerified: false }));
    const calls = stubFetch(ok(null));
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Your email address is not verified')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`within ${UNVERIFIED_SUSPENSION_DAYS} days`))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new verification link' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/verify-email']));
  });

  test('a verified user sees no warning', () => {
    signedIn(testUser());
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.queryByText('Your email address is not verified')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Welcome, Alice/ })).toBeInTheDocument();
  });
});
