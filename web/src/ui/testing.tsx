import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '@inkpace/contracts/api/account';
import { theme } from '../app/theme.ts';

/** Test helpers: a page inside Mantine and an in-memory location whose history the test can read. */
export function renderAt(path: string, ui: ReactElement): RenderResult & { history: string[] } {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <MantineProvider theme={theme}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </MantineProvider>,
  );
  return { ...result, history: location.history };
}

export interface StubbedCall {
  method: string;
  url: string;
  body: unknown;
}

type Reply = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Stubs the network boundary only: each call gets the next reply; returns what was sent. */
export function stubFetch(...replies: Reply[]): StubbedCall[] {
  const calls: StubbedCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply = await (replies.shift() ?? { status: 500, body: { success: false, error: { code: 'SERVER_ERROR', message: 'No reply stubbed.' } } });
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

export const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });
export const fail = (code: string, message: string, status = 400) => ({ status, body: { success: false, error: { code, message } } });

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    uuid: '8fb3e519-fc08-477f-a70e-4132eca599d4',
    state: 'active',
    username: 'alice',
    displayName: 'Alice',
    email: 'alice@example.com',
    isEmailVerified: true,
    avatar: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    userSettings: { lifetimeStartingBalance: {}, enablePublicProfile: false, displayCovers: true, displayStreaks: true, weekStartDay: 0 },
    ...overrides,
  };
}
