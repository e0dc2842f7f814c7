import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Tag, TagColor } from '@inkpace/contracts/api/tag';
import { theme } from '../../app/theme.ts';

/**
 * Test helpers for the tag page, as the progress feature has them (features may not import each other's files).
 * Mantine's test mode renders option lists and dialogs at once (no transitions), so the tests see what a user sees
 * once an animation ends; toasts show in the Notifications host.
 */
export function renderWithToasts(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
      <Notifications />
    </MantineProvider>,
  );
}

/**
 * The network boundary only. Replies are looked up by "METHOD /path" (tests may change them between
 * steps); every request is recorded with its parsed JSON body.
 */
export type Reply = { status: number; body: unknown };

/** jsdom has no scrollIntoView; Mantine's option lists call it when one is highlighted. */
export function allowScrollIntoView(): void {
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export function fakeServer(replies: Record<string, Reply>): { replies: Record<string, Reply>; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    sent.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply = replies[`${method} ${path}`] ?? { status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'Not found.' } } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  return { replies, sent };
}

/** The requests that changed something (not the list loads). */
export const writes = (sent: readonly SentRequest[]): SentRequest[] => sent.filter((r) => r.method !== 'GET');

const stamp = '2026-03-01T12:00:00.000Z';

export function testTag(id: number, name: string, color: TagColor = 'default'): Tag {
  const uuid = `00000000-0000-4000-8000-${String(1000 + id).padStart(12, '0')}`;
  return { id, uuid, createdAt: stamp, updatedAt: stamp, state: 'active', ownerId: 1, name, color };
}
